// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeReply, type FakeRequest, installFakeRoutes } from '@portal/shared/testing/fakeApi';
import {
  addRecentlyPlayed,
  authAtom,
  clearRecentlyPlayed,
  LOGGED_OUT,
  portalStore,
  recentlyPlayedAtom,
  toastsAtom,
  type AuthState,
} from '@portal/shared';
import { fetchFavoriteGames } from '../api/account';
import { english, initSharedI18nInEnglish } from '../test/renderAccount';
import { setGuestToLoginFlag } from './guestToLogin';
import {
  logout,
  REFRESH_LEAD_MS,
  REFRESH_RETRY_MS,
  signInWithProviderToken,
  startSession,
  stopSession,
} from './session';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 10, 12);
const user = {
  identity: 'playnook:1',
  user_id: 'u-1',
  name: 'Ada',
  game_stats: { play_count: 3, favorite_count: 1, liked_count: 2 },
};
const session = (over: Partial<AuthState> = {}): AuthState => ({
  user,
  access_token: 'old-token',
  expires_at: NOW + 24 * HOUR,
  isLoggedIn: true,
  ...over,
});
const recent = {
  items: [{ slug: 'snake', title: 'Snake', thumbnail: '/t/snake.png', listed_at: '2026-01-10T11:00:00.000Z' }],
  page: 1,
  limit: 50,
  total: 1,
  has_more: false,
};

type Routes = Record<string, (request: FakeRequest) => FakeReply>;
const loginReply = (token = 'new-token', expiresAt = NOW + 24 * HOUR) =>
  ok({ access_token: token, expires_at: expiresAt, user });

/** The API as the session sees it; a test overrides single routes. */
function api(overrides: Routes = {}) {
  const routes: Routes = {
    'POST /auth/refresh': () => ok({ access_token: 'refreshed-token', expires_at: Date.now() + 24 * HOUR }),
    'POST /identity/token': () => ok({ token: null, expires_at: null, account: null }),
    'POST /auth/login': () => loginReply(),
    'GET /user/g/recent': () => ok(recent),
    'POST /user/logout': () => ok({ done: true }),
    'POST /identity/sign-out': () => ok({ done: true }),
    ...overrides,
  };
  return installFakeRoutes(routes);
}

const calls = (requests: FakeRequest[], key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);
const toastTexts = () => portalStore.get(toastsAtom).map((t) => t.message);
/** Lets pending promises (fetches, toasts) settle without moving the clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeAll(() => initSharedI18nInEnglish());

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  portalStore.set(authAtom, LOGGED_OUT);
  portalStore.set(toastsAtom, []);
  clearRecentlyPlayed();
  sessionStorage.clear();
});

afterEach(() => {
  stopSession();
  jest.useRealTimers();
});

describe('token lifecycle', () => {
  it('refreshes at startup, then again one hour before the new token expires', async () => {
    portalStore.set(authAtom, session());
    const requests = api();
    await startSession();
    expect(calls(requests, 'POST /auth/refresh').map((r) => r.body)).toEqual([{ access_token: 'old-token' }]);
    expect(portalStore.get(authAtom)).toMatchObject({
      access_token: 'refreshed-token',
      expires_at: NOW + 24 * HOUR,
      isLoggedIn: true,
    });

    await jest.advanceTimersByTimeAsync(24 * HOUR - REFRESH_LEAD_MS - 1_000);
    expect(calls(requests, 'POST /auth/refresh')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls(requests, 'POST /auth/refresh')).toHaveLength(2);
    expect(toastTexts()).toEqual([]);
  });

  it('a refused refresh re-runs the identity flow and logs in again silently, without a toast', async () => {
    portalStore.set(authAtom, session());
    const requests = api({
      'POST /auth/refresh': () => fail(401, 40112, 'Token revoked'),
      'POST /identity/token': () =>
        ok({ token: 'provider-token', expires_at: NOW + 120_000, account: { id: '1', email: 'a@b.test' } }),
    });
    await startSession();
    await settle();
    const [loginCall] = calls(requests, 'POST /auth/login');
    expect(loginCall?.body).toMatchObject({ token: 'provider-token', login_type: 'unaware', guest_games: [] });
    expect(portalStore.get(authAtom)).toMatchObject({ access_token: 'new-token', isLoggedIn: true });
    expect(toastTexts()).toEqual([]);
  });

  it('a refused refresh with no identity session left logs the player out', async () => {
    portalStore.set(authAtom, session());
    const requests = api({ 'POST /auth/refresh': () => fail(401, 40111, 'Token expired') });
    await startSession();
    await settle();
    expect(calls(requests, 'POST /auth/login')).toHaveLength(0);
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
    expect(toastTexts()).toEqual(['Signed out']);
  });

  it('a refresh that cannot reach the server keeps the session, stays silent and is tried again later', async () => {
    portalStore.set(authAtom, session());
    let down = true;
    const requests = api({
      'POST /auth/refresh': () =>
        down ? fail(503, 503, 'Service unavailable') : ok({ access_token: 'later-token', expires_at: NOW + 48 * HOUR }),
    });
    await startSession();
    expect(portalStore.get(authAtom).access_token).toBe('old-token');
    expect(calls(requests, 'POST /identity/token')).toHaveLength(0);
    down = false;
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(portalStore.get(authAtom).access_token).toBe('later-token');
    expect(toastTexts()).toEqual([]);
  });

  it('stops refreshing when another tab logs out', async () => {
    portalStore.set(authAtom, session());
    const requests = api();
    await startSession();
    // What the storage event from the other tab does to the shared atom.
    portalStore.set(authAtom, LOGGED_OUT);
    await jest.advanceTimersByTimeAsync(25 * HOUR);
    expect(calls(requests, 'POST /auth/refresh')).toHaveLength(1);
  });

  it('follows a token refreshed in another tab', async () => {
    portalStore.set(authAtom, session());
    const requests = api();
    await startSession();
    portalStore.set(authAtom, session({ access_token: 'other-tab-token', expires_at: NOW + 2 * HOUR }));
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(calls(requests, 'POST /auth/refresh').map((r) => r.body)).toEqual([
      { access_token: 'old-token' },
      { access_token: 'other-tab-token' },
    ]);
  });

  it('a 401 on a user call logs in again once and retries the call once', async () => {
    portalStore.set(authAtom, session());
    let first = true;
    const requests = api({
      'POST /auth/refresh': () => ok({ access_token: 'old-token', expires_at: NOW + 24 * HOUR }),
      'POST /identity/token': () =>
        ok({ token: 'provider-token', expires_at: NOW + 120_000, account: { id: '1', email: 'a@b.test' } }),
      'GET /user/g/favorite': () =>
        first
          ? ((first = false), fail(401, 40112, 'Token revoked'))
          : ok({ items: [], page: 1, limit: 20, total: 0, has_more: false }),
    });
    await startSession();
    await expect(fetchFavoriteGames()).resolves.toMatchObject({ items: [] });
    expect(calls(requests, 'GET /user/g/favorite')).toHaveLength(2);
    expect(calls(requests, 'POST /auth/login')).toHaveLength(1);
    expect(portalStore.get(authAtom).access_token).toBe('new-token');
  });
});

describe('login', () => {
  it('logs a guest in silently at startup when the identity cookie is valid, sending the guest games, without a toast', async () => {
    addRecentlyPlayed({ slug: 'merge-tiles', title: 'Merge Tiles', thumbnail: '' });
    const requests = api({
      'POST /identity/token': () =>
        ok({ token: 'provider-token', expires_at: NOW + 120_000, account: { id: '1', email: 'a@b.test' } }),
    });
    await startSession();
    const [loginCall] = calls(requests, 'POST /auth/login');
    expect(loginCall?.body).toMatchObject({
      token: 'provider-token',
      type: 1,
      guest_games: ['merge-tiles'],
      login_type: 'unaware',
      register_type: 'seaart',
      plat: 'web',
      is_pwa: false,
      language: 'en',
      device_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(portalStore.get(authAtom)).toEqual({
      user,
      access_token: 'new-token',
      expires_at: NOW + 24 * HOUR,
      isLoggedIn: true,
    });
    // Product §9: recently played is reset from the server.
    expect(portalStore.get(recentlyPlayedAtom).map((g) => g.slug)).toEqual(['snake']);
    await settle();
    expect(toastTexts()).toEqual([]);
  });

  it('stays a guest when there is no identity session', async () => {
    const requests = api();
    await startSession();
    expect(calls(requests, 'POST /identity/token')).toHaveLength(1);
    expect(calls(requests, 'POST /auth/login')).toHaveLength(0);
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
  });

  it('sends at most 30 guest games', async () => {
    for (let i = 0; i < 40; i += 1)
      addRecentlyPlayed({ slug: `game-${i}`, title: `Game ${i}`, thumbnail: '', playedAt: NOW - i });
    const requests = api();
    await signInWithProviderToken('provider-token', 'aware');
    expect((calls(requests, 'POST /auth/login')[0]?.body as { guest_games: string[] }).guest_games).toHaveLength(30);
  });

  it('shows the login toast for an explicit login', async () => {
    api();
    await signInWithProviderToken('provider-token', 'aware');
    await settle();
    expect(toastTexts()).toEqual(['Signed in']);
  });

  it('shows the login toast for a silent login when the guest-to-login flag is set, once', async () => {
    api();
    setGuestToLoginFlag();
    await signInWithProviderToken('provider-token', 'unaware');
    await settle();
    expect(toastTexts()).toEqual(['Signed in']);
    expect(sessionStorage.getItem('portal.guestToLogin')).toBeNull();
  });

  it('shows the localised device_id error toast when the API refuses the device id', async () => {
    api({ 'POST /auth/login': () => fail(400, 40003, 'device_id error') });
    const result = await signInWithProviderToken('provider-token', 'aware');
    await settle();
    expect(result.ok).toBe(false);
    expect(toastTexts()).toEqual([english('session.deviceIdError')]);
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
  });

  it('returns other login failures without a toast', async () => {
    api({ 'POST /auth/login': () => fail(401, 40120, 'Provider token invalid') });
    const result = await signInWithProviderToken('provider-token', 'aware');
    await settle();
    expect(result).toMatchObject({ ok: false, error: { code: 40120 } });
    expect(toastTexts()).toEqual([]);
  });
});

describe('logout', () => {
  it('revokes the tokens, ends the identity session, clears the state and says so', async () => {
    portalStore.set(authAtom, session());
    const requests = api();
    await logout();
    expect(calls(requests, 'POST /user/logout')).toHaveLength(1);
    expect(calls(requests, 'POST /identity/sign-out')).toHaveLength(1);
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
    await settle();
    expect(toastTexts()).toEqual(['Signed out']);
  });

  it('still logs out locally when the server cannot be reached, without re-logging in', async () => {
    portalStore.set(authAtom, session());
    const requests = api({
      'POST /user/logout': () => fail(401, 40111, 'Token expired'),
      'POST /identity/sign-out': () => fail(503, 503, 'down'),
    });
    await logout();
    expect(calls(requests, 'POST /identity/token')).toHaveLength(0);
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
  });
});
