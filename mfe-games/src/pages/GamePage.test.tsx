// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearRecentlyPlayed, closeOverlay, overlayAtom, portalStore, recentlyPlayedAtom, toastsAtom } from '@portal/shared';
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
      default:
        return fail(404, 404, `no route ${key}`);
    }
  });
}

const renderGame = (slug = 'snake') => renderPage(<GamePage />, { path: `/games/${slug}`, route: '/games/:slug' });
const count = (requests: FakeRequest[], key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).length;

beforeEach(() => {
  clearRecentlyPlayed();
  closeOverlay();
  portalStore.set(toastsAtom, []);
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

  it('plays in a sandboxed frame, counts the play and lists the game as recently played', async () => {
    const requests = api();
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: /Play/ }));
    const frame = screen.getByTitle('Game: Snake');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', snake.play_url);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-pointer-lock');
    expect(frame).toHaveAttribute('allow', 'fullscreen; gamepad; autoplay');
    expect(frame).toHaveFocus();
    expect(screen.getByTestId('game-frame-box').parentElement).toHaveStyle({ '--game-ratio': String(800 / 600) });
    await waitFor(() => expect(screen.getByTestId('game-plays')).toHaveTextContent('Plays: 121'));
    expect(count(requests, 'POST /g/snake/plays')).toBe(1);
    expect(portalStore.get(recentlyPlayedAtom)).toEqual([expect.objectContaining({ slug: 'snake', title: 'Snake', thumbnail: snake.thumbnail })]);
  });

  it('shows a like at once and keeps the count the API answers', async () => {
    api({ 'POST /g/snake/like': () => ok(counters({ likes: 8, liked: true })) });
    renderGame();
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 8');
  });

  it('rolls a refused like back and says so in an error toast', async () => {
    let refuse: () => void = () => undefined;
    api({ 'POST /g/snake/like': () => new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(429, 429, 'Too many requests')))) });
    renderGame();
    const like = await screen.findByRole('button', { name: /Like/ });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 8');
    refuse();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('game-likes')).toHaveTextContent('Likes: 7');
    expect(portalStore.get(toastsAtom)).toEqual([expect.objectContaining({ type: 'error', message: 'Your like could not be saved. Please try again.' })]);
  });

  it('opens the share box for this game', async () => {
    api();
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: /Share/ }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'share', props: { slug: 'snake', title: 'Snake' } });
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
