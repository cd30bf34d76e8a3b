// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok } from '@portal/shared/testing/fakeApi';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, snake } from '../test/renderPage';
import HeaderSearch from './HeaderSearch';

const blockDrop = { ...snake, slug: 'block-drop', title: 'Block Drop', matched_alias: 'tetris' };

function api() {
  return installFakeApi(({ path, query }) => {
    if (path !== '/g/search') return { status: 404, body: { code: 404, message: 'no', success: false, data: null } };
    const q = (query.get('q') ?? '').toLowerCase();
    const items = q === 'tetris' ? [blockDrop] : [snake].filter((g) => g.title.toLowerCase().includes(q));
    return ok({ items, page: 1, limit: 8, total: items.length, has_more: false, query: q, did_you_mean: null });
  });
}

beforeEach(() => localStorage.clear());

describe('HeaderSearch (the desktop header combobox)', () => {
  it('takes over the text and focus the plain form had, and suggests for it', async () => {
    api();
    renderPage(<HeaderSearch initialQuery="snak" focused />, { path: '/start', route: '/start' });
    const field = screen.getByRole('combobox', { name: 'Search games' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('snak');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Snake']);
  });

  it('says when a suggestion matched another name of the game', async () => {
    api();
    renderPage(<HeaderSearch />, { path: '/start', route: '/start' });
    const field = screen.getByRole('combobox');
    expect(field).not.toHaveFocus();
    await userEvent.type(field, 'tetris');
    const [option] = await screen.findAllByRole('option');
    expect(option).toHaveTextContent('Block Drop — matches “tetris”');
  });

  it('closes its list when the focus leaves the form, and opens it again on focus', async () => {
    api();
    renderPage(
      <>
        <HeaderSearch />
        <button type="button">elsewhere</button>
      </>,
      { path: '/start', route: '/start' },
    );
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'snake');
    await screen.findAllByRole('option');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing matches and offers the full search, reachable with the keyboard', async () => {
    api();
    renderPage(<HeaderSearch />, { path: '/start', route: '/start' });
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'zzq');
    const [option] = await screen.findAllByRole('option');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(option).toHaveTextContent('Search all games for “zzq”');
    // (jsdom's accessible names put spaces around <bdi>; browsers do not.)
    expect(screen.getByRole('listbox', { name: /^No games match “\s*zzq\s*”\.$/ })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No games match “zzq”.');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', option!.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=zzq');
  });

  it('does not say nothing matches while the answer for the text is still to come', async () => {
    api();
    renderPage(<HeaderSearch />, { path: '/start', route: '/start' });
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'zzq');
    await screen.findByRole('option');
    await userEvent.type(field, 'x');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await screen.findByRole('option')).toHaveTextContent('Search all games for “zzqx”');
  });
});
