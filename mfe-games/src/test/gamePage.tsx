// Shared setup of the game page's tests: the fake catalogue API, sign-in and the resets between tests.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import {
  authAtom,
  clearRecentlyPlayed,
  closeOverlay,
  LOGGED_OUT,
  portalStore,
  setRuntimeConfig,
  toastsAtom,
} from '@portal/shared';
import GamePage from '../pages/GamePage';
import { renderPage, snake } from './renderPage';

export const counters = (
  over: Partial<{
    plays: number;
    likes: number;
    liked: boolean;
    votes_up: number;
    votes_down: number;
    vote: 'up' | 'down' | null;
  }> = {},
) => ({
  views: 301,
  plays: 120,
  likes: 7,
  liked: false,
  votes_up: 0,
  votes_down: 0,
  vote: null,
  ...over,
});
const recommended = [{ ...snake, slug: 'merge-tiles', title: 'Merge Tiles' }];

/** The catalogue as the API answers it; a test overrides single routes. */
export function api(overrides: Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>> = {}) {
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
      case 'POST /g/snake/counter-token':
        return ok({ token: 'counter-token', expires_at: new Date(Date.now() + 1_800_000).toISOString() });
      case 'POST /g/snake/plays':
        return ok(counters({ plays: 121 }));
      case 'GET /g/comment/list':
        return ok({ items: [], page: 1, limit: 10, total: 0, has_more: false });
      default:
        return fail(404, 404, `no route ${key}`);
    }
  });
}

export const renderGame = (slug = 'snake') =>
  renderPage(<GamePage />, { path: `/games/${slug}`, route: '/games/:slug' });
export const count = (requests: FakeRequest[], key: string) =>
  requests.filter((r) => `${r.method} ${r.path}` === key).length;

export const stats = { play_count: 0, favorite_count: 0, liked_count: 0 };
export const signIn = () =>
  portalStore.set(authAtom, {
    user: { identity: 'i', user_id: 'u1', name: 'Ada', game_stats: stats },
    access_token: 't',
    expires_at: Date.now() + 3_600_000,
    isLoggedIn: true,
  });

/** Each test starts as a guest with no overlay, toasts, recently played or storage, on the games origin of the tests. */
export function setUpGamePageTests(): void {
  beforeAll(() => setRuntimeConfig({ gamesOrigin: 'http://games.test' }));
  beforeEach(() => {
    clearRecentlyPlayed();
    closeOverlay();
    portalStore.set(toastsAtom, []);
    portalStore.set(authAtom, LOGGED_OUT);
    localStorage.clear();
  });
}
