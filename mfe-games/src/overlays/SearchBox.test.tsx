// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, fireEvent } from '@testing-library/react';
import { RECENT_SEARCHES_KEY } from '../search/recentSearches';
import { renderPage, snake } from '../test/renderPage';
import SearchBox from './SearchBox';

const games = ['Snake', 'Snake Arena', 'Snakes and Ladders'].map((title) => ({
  ...snake,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
}));

/** The fake API: suggestions from `games`, and `hot` as the most played games (none: the list fails). */
function api(hot?: typeof games): FakeRequest[] {
  return installFakeApi(({ path, query }) => {
    if (path === '/c/hot' && hot) return ok(hot);
    if (path !== '/g/search' || query.get('mode') !== 'suggest')
      return { status: 404, body: { code: 404, message: 'no', success: false, data: null } };
    const q = (query.get('q') ?? '').toLowerCase();
    const items = games.filter((g) => g.title.toLowerCase().includes(q));
    return ok({ items, page: 1, limit: 8, total: items.length, has_more: false, query: q });
  });
}

/** The suggestion requests among those made (the sheet also asks for the popular games when it opens). */
const suggestionsAsked = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/g/search');

const close = jest.fn();
// The box opens over a page; the page's address says the language.
const renderBox = (locale: 'en' | 'fr' = 'en') => {
  const at = locale === 'en' ? '/start' : `/${locale}/start`;
  return renderPage(<SearchBox close={close} open={jest.fn()} />, { path: at, route: at, locale });
};
const field = () => screen.getByRole('combobox');

beforeEach(() => {
  close.mockReset();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('asks for suggestions once typing pauses, for the whole text, and lists them', async () => {
    const requests = api();
    renderBox();
    expect(screen.getByRole('combobox', { name: 'Search games' })).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field(), 'snak');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Snake', 'Snake Arena', 'Snakes and Ladders']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(suggestionsAsked(requests).map((r) => r.query.get('q'))).toEqual(['snak']);
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions: 3');
  });

  it('moves through the suggestions with the arrow keys, wrapping at both ends, while focus stays in the field', async () => {
    api();
    renderBox();
    await userEvent.type(field(), 'snake');
    const options = await screen.findAllByRole('option');
    const activeName = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;

    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Snake');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('Snakes and Ladders');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Snake');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Snakes and Ladders');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(field()).toHaveFocus();
  });

  it('opens the highlighted game on Enter and closes the box', async () => {
    api();
    renderBox();
    await userEvent.type(field(), 'snake');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/games/snake-arena');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('searches for the text on Enter when nothing is highlighted, in the page language', async () => {
    api();
    renderBox('fr');
    expect(screen.getByRole('combobox', { name: 'Rechercher des jeux' })).toBeInTheDocument();
    await userEvent.type(field(), 'snake & co{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/search?q=snake%20%26%20co');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('forgets the highlight when the text changes, and does nothing on Enter with an empty field', async () => {
    api();
    renderBox();
    await userEvent.keyboard('{Enter}');
    expect(close).not.toHaveBeenCalled();
    await userEvent.type(field(), 'snake');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(field(), 's');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Snakes and Ladders']),
    );
  });

  it('waits until typing has paused for 300 ms, and asks once for the latest text', async () => {
    jest.useFakeTimers();
    const requests = api();
    renderBox();
    fireEvent.change(field(), { target: { value: 'sn' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(field(), { target: { value: 'snak' } });
    act(() => jest.advanceTimersByTime(299));
    expect(suggestionsAsked(requests)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(suggestionsAsked(requests).map((r) => r.query.get('q'))).toEqual(['snak']);
    jest.useRealTimers();
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('collapses the list on Escape and lets the next Escape through to close the box', async () => {
    api();
    renderBox();
    await userEvent.type(field(), 'snake');
    await screen.findAllByRole('option');
    const first = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      field().dispatchEvent(first);
    });
    expect(first.defaultPrevented).toBe(true);
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'false'));
    const second = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      field().dispatchEvent(second);
    });
    expect(second.defaultPrevented).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists recent searches while the field is empty; Enter on one searches for it', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['puzzle', 'snake']));
    api();
    renderBox();
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['↺puzzle', '↺snake']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=snake');
  });

  it('lists the recent searches, then the popular games in a group of their own, before anything is typed', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['puzzle']));
    api(games.slice(0, 2));
    renderBox();
    const popular = await screen.findByRole('group', { name: 'Popular games' });
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toContainElement(popular);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['↺puzzle', 'Snake', 'Snake Arena']);
    expect(within(popular).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/games/snake-arena');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('offers the popular games alone to a visitor without recent searches, and suggestions once they type', async () => {
    api(games.slice(0, 1));
    renderBox();
    expect(await screen.findByRole('listbox', { name: 'Popular games' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.type(field(), 'ladders');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Snakes and Ladders']),
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('clears the recent searches and returns to the field', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['puzzle']));
    api();
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('ignores recent searches that storage holds in a shape it does not understand', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{"not":"a list"');
    api();
    renderBox();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });
});
