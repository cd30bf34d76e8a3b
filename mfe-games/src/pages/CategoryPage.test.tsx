// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, snake } from '../test/renderPage';
import CategoryPage from './CategoryPage';
import TagPage from './TagPage';

const arcade = {
  slug: 'arcade',
  name: 'Arcade',
  type: 'general',
  show_type: 'nav',
  sort_order: 2,
  game_count: 30,
  description: 'Quick reflexes.',
};
/** 30 arcade games; "new" lists them in reverse. */
const all = Array.from({ length: 30 }, (_, i) => ({ ...snake, slug: `game-${i + 1}`, title: `Game ${i + 1}` }));

function api(): FakeRequest[] {
  return installFakeApi(({ path, query }) => {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 24);
    const list = query.get('sort') === 'new' ? [...all].reverse() : all;
    const slice = (games: typeof all) => ({
      items: games.slice((page - 1) * limit, page * limit),
      page,
      limit,
      total: games.length,
      has_more: page * limit < games.length,
    });
    if (path === '/g/c/arcade') return ok({ ...slice(list), category: arcade });
    if (path === '/g/c/strategy')
      return ok({
        ...slice([]),
        category: { ...arcade, slug: 'strategy', name: 'Strategy', game_count: 0, description: '' },
      });
    if (path === '/g/t/retro') return ok({ ...slice(list), tag: { slug: 'retro', name: 'Retro', game_count: 30 } });
    return fail(404, 40401, 'Category not found');
  });
}

const renderCategory = (path: string) =>
  renderPage(<CategoryPage />, { path, route: '/categories/:slug', showLocation: true });
const titles = (testId = 'category-games') =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.textContent?.split('Arcade')[0]);
const location = () => screen.getByTestId('current-location').textContent;

describe('CategoryPage', () => {
  it('shows the category and its first page of games, most played first', async () => {
    const requests = api();
    renderCategory('/categories/arcade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arcade' })).toBeInTheDocument();
    expect(screen.getByText('Quick reflexes.')).toBeInTheDocument();
    expect(titles()).toHaveLength(24);
    expect(titles()[0]).toBe('Game 1');
    expect(requests[0]!.query.get('sort')).toBe('hot');
    expect(screen.getByRole('link', { name: 'Most played' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the order and the page in the address, so they can be shared and gone back to', async () => {
    const requests = api();
    renderCategory('/categories/arcade');
    await screen.findByTestId('category-games');
    await userEvent.click(screen.getByRole('link', { name: 'Newest' }));
    expect(location()).toBe('/categories/arcade?sort=new');
    expect(await screen.findByRole('link', { name: /^Game 30/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/categories/arcade?sort=new&page=2');
    expect(await screen.findByRole('link', { name: /^Game 6/ })).toBeInTheDocument();
    expect(titles()).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Arcade' })).toHaveFocus();
    expect(requests.at(-1)!.query.toString()).toBe('page=2&limit=24&sort=new&language=en');

    // Another order starts again at page 1.
    await userEvent.click(screen.getByRole('link', { name: 'Top rated' }));
    expect(location()).toBe('/categories/arcade?sort=top');
  });

  it('opens the page and order a shared address names, and reads nonsense as the defaults', async () => {
    const requests = api();
    const { unmount } = renderCategory('/categories/arcade?sort=new&page=2');
    expect(await screen.findByRole('link', { name: /^Game 6/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('href', '/categories/arcade?sort=new');
    unmount();
    renderCategory('/categories/arcade?sort=oldest&page=-3');
    await screen.findByTestId('category-games');
    expect(requests.at(-1)!.query.get('sort')).toBe('hot');
    expect(requests.at(-1)!.query.get('page')).toBe('1');
  });

  it('says so when a category has no games yet, and when a page is past the end', async () => {
    api();
    const { unmount } = renderCategory('/categories/strategy');
    expect(await screen.findByText('No games in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    unmount();
    renderCategory('/categories/arcade?page=9');
    expect(await screen.findByText('This page is past the end of the list.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(location()).toBe('/categories/arcade');
  });

  it('says when there is no such category', async () => {
    api();
    renderCategory('/categories/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('nope')).toBeInTheDocument();
  });
});

describe('TagPage', () => {
  it('pages and sorts the games of a tag in the address too', async () => {
    api();
    renderPage(<TagPage />, { path: '/tagslist/retro?sort=new', route: '/tagslist/:slug', showLocation: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retro' })).toBeInTheDocument();
    expect(titles('tag-games')[0]).toBe('Game 30');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }),
    );
    expect(location()).toBe('/tagslist/retro?sort=new&page=2');
  });
});
