// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authAtom, clearRecentlyPlayed, closeOverlay, LOGGED_OUT, overlayAtom, portalStore, recentlyPlayedAtom, setRuntimeConfig, toastsAtom,
} from '@portal/shared';
import { renderPage, snake } from '../test/renderPage';
import GamePage from './GamePage';

const counters = (over: Partial<{ plays: number; likes: number; liked: boolean }> = {}) => ({ views: 301, plays: 120, likes: 7, liked: false, ...over });
const recommended = [{ ...snake, slug: 'merge-tiles', title: 'Merge Tiles' }];

/** The catalogue as the API answers it; a test overrides single routes. */
function api(overrides: Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>> = {}) {
  return installFakeApi((request) => {
    const key = `${request.method} ${request.path}`;
    const override = overrides[key];
    if (override) return override(request);
    switch (key) {
      case 'GET /g/snake':
        return ok(snake);
      case 'GET /g/recommend':
        return ok(recommended);
      case 'POST /g/snake/views':
        return ok(counters());
      case 'POST /g/snake/plays':
        return ok(counters({ plays: 121 }));
      case 'GET /g/comment/list':
        return ok({ items: [], page: 1, limit: 10, total: 0, has_more: false });
      default:
        return fail(404, 404, `no route ${key}`);
    }
  });
}

const renderGame = (slug = 'snake') => renderPage(<GamePage />, { path: `/games/${slug}`, route: '/games/:slug' });
const count = (requests: FakeRequest[], key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).length;

const stats = { play_count: 0, favorite_count: 0, liked_count: 0 };
const signIn = () =>
  portalStore.set(authAtom, { user: { identity: 'i', user_id: 'u1', name: 'Ada', game_stats: stats }, access_token: 't', expires_at: Date.now() + 3_600_000, isLoggedIn: true });

/** Plays the game and connects its frame: the frame loads, then the game answers the portal's hello. */
async function startPlaying() {
  await userEvent.click(await screen.findByRole('button', { name: /Play/ }));
  const frame = screen.getByTitle('Game: Snake') as HTMLIFrameElement;
  const game = frame.contentWindow!;
  jest.spyOn(game, 'postMessage').mockImplementation(() => undefined);
  fireEvent.load(frame);
  const send = (type: string) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'portal-bridge', version: 1, type }, origin: 'http://games.test', source: game }));
    });
  return { frame, send };
}

beforeAll(() => setRuntimeConfig({ gamesOrigin: 'http://games.test' }));

beforeEach(() => {
  clearRecentlyPlayed();
  closeOverlay();
  portalStore.set(toastsAtom, []);
  portalStore.set(authAtom, LOGGED_OUT);
  localStorage.clear();
});

describe('GamePage', () => {
  it('shows a skeleton, then the game with its topics, counts and games like it, and records one view', async () => {
    const requests = api();
    renderGame();
    expect(screen.getByTestId('game-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Snake' })).toBeInTheDocument();
    const topics = screen.getByRole('list', { name: 'Categories and tags' });
    expect(within(topics).getByRole('link', { name: 'Arcade' })).toHaveAttribute('href', '/categories/arcade');
    expect(within(topics).getByRole('link', { name: 'Retro' })).toHaveAttribute('href', '/tagslist/retro');
    expect(screen.getByTestId('game-plays')).toHaveTextContent('Plays: 120');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 7');
    expect(screen.getByText('Guide a hungry snake around the grid.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'More like this' })).toBeInTheDocument();
    expect(within(screen.getByTestId('recommended-games')).getByRole('link', { name: /Merge Tiles/ })).toHaveAttribute('href', '/games/merge-tiles');
    await waitFor(() => expect(count(requests, 'POST /g/snake/views')).toBe(1));
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('creates no frame before Play, then plays in a sandboxed frame on the games origin', async () => {
    const requests = api();
    renderGame();
    expect(await screen.findByRole('button', { name: /Play/ })).toBeInTheDocument();
    expect(screen.queryByTitle('Game: Snake')).not.toBeInTheDocument();
    const { frame } = await startPlaying();
    expect(frame).toHaveAttribute('src', snake.play_url);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock allow-popups');
    expect(frame).toHaveAttribute('allow', 'fullscreen; gamepad; autoplay');
    expect(frame).toHaveFocus();
    expect(screen.getByTestId('game-player')).toHaveStyle({ '--game-ratio': String(800 / 600) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
    expect(portalStore.get(recentlyPlayedAtom)).toEqual([expect.objectContaining({ slug: 'snake', title: 'Snake', thumbnail: snake.thumbnail })]);
    expect(count(requests, 'POST /g/snake/plays')).toBe(0);
  });

  it('counts a play at the game’s first gameplayStart only, once per visit', async () => {
    const requests = api();
    renderGame();
    const { send } = await startPlaying();
    send('ready');
    expect(screen.queryByTestId('game-loading')).not.toBeInTheDocument();
    expect(count(requests, 'POST /g/snake/plays')).toBe(0);
    send('gameplayStart');
    await waitFor(() => expect(screen.getByTestId('game-plays')).toHaveTextContent('Plays: 121'));
    send('gameplayStop');
    send('gameplayStart');
    await act(async () => undefined);
    expect(count(requests, 'POST /g/snake/plays')).toBe(1);
    expect(count(requests, 'POST /user/g/report')).toBe(0);
  });

  it('adds a signed-in play to the account’s recently played', async () => {
    const requests = api({
      'GET /user/g/detail': () => ok({ slug: 'snake', favorite: false, liked: false, last_played_at: null, progress: null }),
      'POST /user/g/report': () => ok({ slug: 'snake', progress_saved_at: null, game_stats: stats }),
    });
    signIn();
    renderGame();
    const { send } = await startPlaying();
    send('ready');
    send('gameplayStart');
    await waitFor(() => expect(count(requests, 'POST /user/g/report')).toBe(1));
    expect(requests.find((r) => r.path === '/user/g/report')!.body).toEqual({ slug: 'snake' });
  });

  it('keeps the loading veil while the connected game says it is still loading', async () => {
    api();
    renderGame();
    const { send } = await startPlaying();
    send('ready');
    send('loadingStart');
    expect(screen.getByTestId('game-loading')).toBeInTheDocument();
    send('loadingFinished');
    expect(screen.queryByTestId('game-loading')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the game never answers, and Retry makes a new frame', async () => {
    api();
    jest.useFakeTimers();
    try {
      renderGame();
      fireEvent.click(await screen.findByRole('button', { name: /Play/ }));
      const frame = screen.getByTitle('Game: Snake') as HTMLIFrameElement;
      jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
      fireEvent.load(frame);
      act(() => jest.advanceTimersByTime(9_999));
      expect(screen.queryByTestId('game-error')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('game-error')).toHaveTextContent('The game did not load.');
      expect(frame.contentWindow!.postMessage).toHaveBeenCalledTimes(10);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(screen.queryByTestId('game-error')).not.toBeInTheDocument();
      expect(screen.getByTitle('Game: Snake')).not.toBe(frame);
      expect(screen.getByTestId('game-loading')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes fullscreen in an expanded layer where the Fullscreen API is missing; Escape or the close button leaves it', async () => {
    api();
    renderGame();
    await startPlaying();
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(screen.getByTestId('game-stage')).toHaveClass('player__stage--expanded');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('game-stage')).not.toHaveClass('player__stage--expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(screen.getByTestId('game-stage')).not.toHaveClass('player__stage--expanded');
  });

  it('shows a like at once and keeps the count the API answers', async () => {
    api({ 'POST /g/snake/like': () => ok(counters({ likes: 8, liked: true })) });
    renderGame();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 8');
  });

  it('rolls a refused like back and says so in an error toast', async () => {
    let refuse: () => void = () => undefined;
    api({ 'POST /g/snake/like': () => new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(429, 429, 'Too many requests')))) });
    renderGame();
    const like = await screen.findByRole('button', { name: 'Like' });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 8');
    refuse();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 7');
    expect(portalStore.get(toastsAtom)).toEqual([expect.objectContaining({ type: 'error', message: 'Your like could not be saved. Please try again.' })]);
  });

  it('never shows a like count below 0, even when the page believed the reader had liked a game with 0 likes', async () => {
    let answer: () => void = () => undefined;
    api({
      'GET /g/snake': () => ok({ ...snake, likes: 0, liked: true }),
      'DELETE /g/snake/like': () => new Promise<FakeReply>((resolve) => (answer = () => resolve(ok(counters({ likes: 0, liked: false }))))),
    });
    renderGame();
    const like = await screen.findByRole('button', { name: 'Like' });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 0');
    answer();
    await waitFor(() => expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 0'));
  });

  it('likes as the signed-in player through /user/g/like and rolls back a refusal', async () => {
    let refuse: () => void = () => undefined;
    const requests = api({
      'GET /user/g/detail': () => ok({ slug: 'snake', favorite: false, liked: false, last_played_at: null, progress: null }),
      'POST /user/g/like': () => new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(500, 500, 'boom')))),
    });
    signIn();
    renderGame();
    const like = await screen.findByRole('button', { name: 'Like' });
    await userEvent.click(like);
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 8');
    expect(portalStore.get(authAtom).user?.game_stats.liked_count).toBe(1);
    refuse();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 7');
    expect(portalStore.get(authAtom).user?.game_stats.liked_count).toBe(0);
    expect(requests.find((r) => r.path === '/user/g/like')!.body).toEqual({ slug: 'snake', like: true });
    expect(count(requests, 'POST /g/snake/like')).toBe(0);
  });

  it('asks a guest to sign in before favouriting', async () => {
    const requests = api();
    renderGame();
    const favourite = await screen.findByRole('button', { name: 'Favourite' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'login', props: undefined });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    expect(requests.some((r) => r.path === '/user/g/favorite')).toBe(false);
  });

  it('favourites at once for a signed-in player, keeps the answer, and rolls a refusal back with a toast', async () => {
    let refuse: (() => void) | null = null;
    api({
      'GET /user/g/detail': () => ok({ slug: 'snake', favorite: false, liked: false, last_played_at: null, progress: null }),
      'POST /user/g/favorite': (request) =>
        refuse === null
          ? ok({ slug: 'snake', favorite: (request.body as { favorite: boolean }).favorite, game_stats: { ...stats, favorite_count: 1 } })
          : new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(429, 429, 'Too many requests')))),
    });
    signIn();
    renderGame();
    const favourite = await screen.findByRole('button', { name: 'Favourite' });
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(portalStore.get(authAtom).user?.game_stats.favorite_count).toBe(1));
    refuse = () => undefined;
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    refuse();
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(portalStore.get(toastsAtom)).toEqual([expect.objectContaining({ type: 'error', message: 'Your favourite could not be saved. Please try again.' })]);
  });

  it('shares with the device’s share sheet where there is one, else copies the link', async () => {
    api();
    renderGame();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Snake', url: 'http://localhost/games/snake' });
    Reflect.deleteProperty(navigator, 'share');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/games/snake');
    await waitFor(() => expect(portalStore.get(toastsAtom)).toEqual([expect.objectContaining({ type: 'success', message: 'Link copied.' })]));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'none' });
  });

  it('opens the share box when the link cannot be copied, and from "More sharing options"', async () => {
    api();
    renderGame();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(portalStore.get(overlayAtom)).toEqual({ box: 'share', props: { slug: 'snake', title: 'Snake' } }));
    closeOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'More sharing options' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'share', props: { slug: 'snake', title: 'Snake' } });
  });

  it('opens the game report box from "Report a problem"', async () => {
    api();
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'contactus game', props: { slug: 'snake', title: 'Snake' } });
  });

  it('says a game the API does not know is not found, with a way home, and records no view', async () => {
    const requests = api({ 'GET /g/nope': () => fail(404, 40401, 'Game not found: nope') });
    renderGame('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('There is no game “nope”.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(count(requests, 'POST /g/nope/views')).toBe(0);
  });

  it('offers a retry when loading fails, and shows the game when it then works', async () => {
    let failures = 2; // the client retries a failed GET once by itself
    api({ 'GET /g/snake': () => (failures-- > 0 ? fail(500, 500, 'boom') : ok(snake)) });
    renderGame();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Snake' })).toBeInTheDocument();
  });
});
