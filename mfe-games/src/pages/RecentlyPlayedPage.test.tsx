// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addRecentlyPlayed,
  authAtom,
  clearRecentlyPlayed,
  LOGGED_OUT,
  portalStore,
  recentlyPlayedAtom,
} from '@portal/shared';
import { renderPage, snake } from '../test/renderPage';
import RecentlyPlayedPage from './RecentlyPlayedPage';

const renderRecent = () => renderPage(<RecentlyPlayedPage />, { path: '/recently-played', route: '/recently-played' });
const listed = () =>
  within(screen.getByTestId('recent-list'))
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);
const localSlugs = () => portalStore.get(recentlyPlayedAtom).map((g) => g.slug);

const stats = { play_count: 0, favorite_count: 0, liked_count: 0 };
const signIn = () =>
  portalStore.set(authAtom, {
    user: { identity: 'i', user_id: 'u1', name: 'Ada', game_stats: stats },
    access_token: 't',
    expires_at: Date.now() + 3_600_000,
    isLoggedIn: true,
  });
const serverGame = (slug: string, title: string, at: string) => ({ ...snake, slug, title, listed_at: at });

/** The signed-in player's list on the server; deletion answers with `deleteReply`. */
function serverApi(deleteReply: () => FakeReply = () => ok({ removed: 1 })): FakeRequest[] {
  return installFakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/user/g/recent') {
      const items = [
        serverGame('brick-breaker', 'Brick Breaker', '2025-03-02T10:00:00Z'),
        serverGame('memory-match', 'Memory Match', '2025-03-01T10:00:00Z'),
      ];
      return ok({ items, page: 1, limit: 50, total: 2, has_more: false });
    }
    if (method === 'POST' && path === '/user/g/delete') return deleteReply();
    return fail(404, 404, 'no route');
  });
}

beforeEach(() => {
  portalStore.set(authAtom, LOGGED_OUT);
  clearRecentlyPlayed();
  addRecentlyPlayed({ slug: 'snake', title: 'Snake', thumbnail: 'http://games.test/snake.png', playedAt: 1_000 });
  addRecentlyPlayed({
    slug: 'merge-tiles',
    title: 'Merge Tiles',
    thumbnail: 'http://games.test/merge.png',
    playedAt: 2_000,
  });
});

describe('RecentlyPlayedPage for a guest', () => {
  it('lists the games played in this browser, newest first, each linking to its page, without asking the server', () => {
    const requests = installFakeApi(() => fail(500, 500, 'unexpected'));
    renderRecent();
    expect(listed()).toEqual([
      ['Merge Tiles', '/games/merge-tiles'],
      ['Snake', '/games/snake'],
    ]);
    expect(requests).toEqual([]);
  });

  it('removes one game, keeping focus on the page', async () => {
    renderRecent();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Merge Tiles' }));
    expect(localSlugs()).toEqual(['snake']);
    expect(screen.queryByRole('link', { name: 'Merge Tiles' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recently played' })).toHaveFocus();
  });

  it('asks before clearing the list; Cancel keeps it', async () => {
    renderRecent();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(
      screen.getByRole('group', { name: 'Remove every game from your recently played list?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localSlugs()).toEqual(['merge-tiles', 'snake']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(localSlugs()).toEqual([]);
    expect(screen.getByText('You have not played any games yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });
});

describe('RecentlyPlayedPage for a signed-in player', () => {
  it('shows the server list and keeps this browser in step with it', async () => {
    serverApi();
    signIn();
    renderRecent();
    expect(await screen.findByRole('link', { name: 'Brick Breaker' })).toBeInTheDocument();
    expect(listed()).toEqual([
      ['Brick Breaker', '/games/brick-breaker'],
      ['Memory Match', '/games/memory-match'],
    ]);
    expect(localSlugs()).toEqual(['brick-breaker', 'memory-match']);
  });

  it('removes a game on the server', async () => {
    const requests = serverApi();
    signIn();
    renderRecent();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Brick Breaker' }));
    expect(screen.queryByRole('link', { name: 'Brick Breaker' })).not.toBeInTheDocument();
    await waitFor(() => expect(localSlugs()).toEqual(['memory-match']));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/user/g/delete']);
  });

  it('clears the list on the server after asking', async () => {
    const requests = serverApi();
    signIn();
    renderRecent();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(await screen.findByText('You have not played any games yet.')).toBeInTheDocument();
    await waitFor(() => expect(localSlugs()).toEqual([]));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('puts a game back when the server refuses to remove it', async () => {
    serverApi(() => fail(500, 500, 'down'));
    signIn();
    renderRecent();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Brick Breaker' }));
    expect(await screen.findByRole('link', { name: 'Brick Breaker' })).toBeInTheDocument();
    expect(localSlugs()).toEqual(['brick-breaker', 'memory-match']);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let down = true;
    installFakeApi(({ path }) => {
      if (path !== '/user/g/recent') return fail(404, 404, 'no');
      return down
        ? fail(503, 503, 'down')
        : ok({
            items: [serverGame('snake', 'Snake', '2025-03-02T10:00:00Z')],
            page: 1,
            limit: 50,
            total: 1,
            has_more: false,
          });
    });
    signIn();
    renderRecent();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Snake' })).toBeInTheDocument();
  });
});
