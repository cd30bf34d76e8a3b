// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { act, screen, within } from '@testing-library/react';
import { addRecentlyPlayed, clearRecentlyPlayed, portalQueryClient, ViewHintsContext } from '@portal/shared';
import { gamesQueries, HOME_GRID_LIMIT } from '../api/queries';
import { renderPage, snake } from '../test/renderPage';
import HomePage from './HomePage';

const game = (title: string) => ({ ...snake, title, slug: title.toLowerCase().replace(/ /g, '-') });
const categories = [
  { slug: 'arcade', name: 'Arcade', type: 'general', show_type: 'nav', sort_order: 1, game_count: 2 },
  { slug: 'strategy', name: 'Strategy', type: 'general', show_type: 'all', sort_order: 2, game_count: 0 },
  { slug: 'puzzle', name: 'Puzzle', type: 'general', show_type: 'nav', sort_order: 3, game_count: 1 },
];

function api(): FakeRequest[] {
  return installFakeApi(({ path, query }) => {
    const slug = query.get('slug');
    if (path === '/g/c/featured') return ok([game('Snake'), game('Merge Tiles')]);
    if (path === '/c/hot')
      return ok(
        slug === 'puzzle'
          ? [game('Merge Tiles')]
          : slug === 'arcade'
            ? [game('Snake'), game('Brick Breaker')]
            : [game('Snake'), game('Brick Breaker'), game('Memory Match')],
      );
    if (path === '/c/new') return ok([game('Memory Match'), game('Snake')]);
    if (path === '/c') return ok(categories);
    return fail(404, 404, 'no route');
  });
}

/** IntersectionObserver under test control: `reveal()` brings every observed element near the viewport. */
let observed: Array<{ element: Element; callback: IntersectionObserverCallback }> = [];
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((o) => o.callback !== this.callback);
  }
}
const reveal = () =>
  act(() => {
    for (const { element, callback } of [...observed])
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const titles = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.querySelector('.game-card__title')?.textContent);
const renderHome = () => renderPage(<HomePage />, { path: '/', route: '/' });

beforeEach(() => {
  observed = [];
  Object.assign(window, { IntersectionObserver: TestObserver });
  clearRecentlyPlayed();
});

describe('HomePage', () => {
  it('shows the featured carousel and the hot and new rows, the hot row loading its images first', async () => {
    api();
    renderHome();
    expect(await screen.findByRole('region', { name: 'Featured games' })).toBeInTheDocument();
    expect(await screen.findByTestId('hot-games')).toBeInTheDocument();
    expect(titles('hot-games')).toEqual(['Snake', 'Brick Breaker', 'Memory Match']);
    expect(await screen.findByTestId('new-games')).toBeInTheDocument();
    expect(titles('new-games')).toEqual(['Memory Match', 'Snake']);
    expect(screen.getByTestId('hot-games').querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByTestId('new-games').querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 2, name: 'Popular games' })).toBeInTheDocument();
  });

  it('loads a category row only once it comes near the viewport, and skips categories without games', async () => {
    const requests = api();
    renderHome();
    expect(await screen.findByRole('heading', { level: 2, name: 'Arcade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Puzzle' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Strategy' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.query.get('slug'))).toEqual([]);
    expect(screen.getAllByTestId('row-skeleton').length).toBeGreaterThanOrEqual(2);

    reveal();
    expect(await screen.findByTestId('category-row-puzzle')).toBeInTheDocument();
    expect(titles('category-row-puzzle')).toEqual(['Merge Tiles']);
    expect(
      requests
        .filter((r) => r.query.get('slug'))
        .map((r) => r.query.get('slug'))
        .sort(),
    ).toEqual(['arcade', 'puzzle']);
    expect(screen.getByRole('link', { name: 'See all Puzzle' })).toHaveAttribute('href', '/categories/puzzle');
  });

  it('offers the games played recently first on a page the browser renders, and no such row before any was played', async () => {
    api();
    // A visit within the session: the page is already live when the home page renders.
    document.documentElement.dataset.hydrated = 'true';
    try {
      const { unmount } = renderHome();
      await screen.findByTestId('hot-games');
      expect(screen.queryByRole('heading', { name: 'Continue playing' })).not.toBeInTheDocument();
      unmount();

      addRecentlyPlayed({
        slug: 'memory-match',
        title: 'Memory Match',
        thumbnail: 'http://games.test/m.png',
        playedAt: 5,
      });
      renderHome();
      const continuing = screen.getByRole('heading', { level: 2, name: 'Continue playing' });
      const popular = await screen.findByRole('heading', { level: 2, name: 'Popular games' });
      expect(continuing.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await screen.findByTestId('new-games');
      await screen.findByRole('heading', { level: 2, name: 'Puzzle' });
      expect(titles('continue-games')).toEqual(['Memory Match']);
      expect(screen.getByRole('link', { name: 'See all Continue playing' })).toHaveAttribute(
        'href',
        '/recently-played',
      );
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });

  it('puts them after the grid and chips in the server’s first view, only when that is below the first screen', async () => {
    api();
    addRecentlyPlayed({ slug: 'memory-match', title: 'Memory Match', thumbnail: 'http://games.test/m.png' });
    const place = (bottom: number) =>
      jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    const inView = place(window.innerHeight - 100);
    const first = renderHome();
    await screen.findByTestId('new-games');
    expect(screen.queryByTestId('continue-games')).not.toBeInTheDocument();
    first.unmount();
    inView.mockRestore();

    const below = place(window.innerHeight + 10);
    try {
      renderHome();
      expect(await screen.findByTestId('continue-games')).toBeInTheDocument();
      const popular = screen.getByRole('heading', { level: 2, name: 'Popular games' });
      const continuing = screen.getByRole('heading', { level: 2, name: 'Continue playing' });
      expect(popular.compareDocumentPosition(continuing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      below.mockRestore();
    }
  });

  it('puts them first in the server’s first view when the view hint names them, with the catalogue’s cards', async () => {
    api();
    // This browser's list kept another title (the language it was played in): the catalogue's card stays.
    addRecentlyPlayed({ slug: 'memory-match', title: 'Jeu de mémoire', thumbnail: '', playedAt: 5 });
    portalQueryClient().setQueryData(gamesQueries.continuing('en', ['memory-match', 'gone']).queryKey, [
      { slug: 'memory-match', title: 'Memory Match', thumbnail: 'http://games.test/m.png' },
    ]);
    renderPage(
      <ViewHintsContext.Provider value={{ recent: 'memory-match.gone' }}>
        <HomePage />
      </ViewHintsContext.Provider>,
      { path: '/', route: '/' },
    );
    const continuing = screen.getByRole('heading', { level: 2, name: 'Continue playing' });
    const popular = await screen.findByRole('heading', { level: 2, name: 'Popular games' });
    expect(continuing.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(titles('continue-games')).toEqual(['Memory Match']);
    expect(screen.getAllByTestId('continue-games')).toHaveLength(1);
  });

  it('ignores a malformed hint: no row from it', async () => {
    api();
    renderPage(
      <ViewHintsContext.Provider value={{ recent: '../<script>' }}>
        <HomePage />
      </ViewHintsContext.Provider>,
      { path: '/', route: '/' },
    );
    await screen.findByTestId('new-games');
    expect(screen.queryByTestId('continue-games')).not.toBeInTheDocument();
  });

  it('renders the featured and hot games already in the query cache (from the server) without asking again', async () => {
    const requests = api();
    portalQueryClient().setQueryData(gamesQueries.featured('en').queryKey, [game('Cached Featured')]);
    portalQueryClient().setQueryData(gamesQueries.hot('en', HOME_GRID_LIMIT).queryKey, [game('Cached Hot')]);
    renderHome();
    expect(titles('hot-games')).toEqual(['Cached Hot']);
    expect(screen.getByRole('heading', { level: 2, name: 'Cached Featured' })).toBeInTheDocument();
    await screen.findByTestId('new-games');
    expect(
      requests
        .map((r) => r.path)
        .filter((p) => p === '/g/c/featured' || (p === '/c/hot' && !requests.some((r) => r.query.get('slug')))),
    ).toEqual([]);
  });

  it('keeps the page standing when a row fails, with a retry', async () => {
    let down = true;
    installFakeApi(({ path }) => {
      if (path === '/c/new') return down ? fail(500, 500, 'down') : ok([game('Memory Match')]);
      if (path === '/c') return ok([]);
      return ok([game('Snake')]);
    });
    renderHome();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByTestId('hot-games')).toBeInTheDocument();
    down = false;
    await act(async () => retry.click());
    expect(await screen.findByTestId('new-games')).toBeInTheDocument();
  });
});
