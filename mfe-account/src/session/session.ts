import {
  ACCOUNT_ERROR_CODES,
  ApiError,
  authAtom,
  fetchRecentGames,
  identity,
  LOGGED_OUT,
  openOverlay,
  portalStore,
  replaceRecentlyPlayed,
  setApiClientHooks,
  toRecentlyPlayed,
  track,
  trackUserUpdate,
  type AuthState,
  type LoginType,
  type User,
} from '@portal/shared';
import { login, logout as revokeTokens, refreshAccessToken } from '../api/account';
import { takeGuestToLoginFlag } from './guestToLogin';
import { buildLoginRequest, guestGameSlugs } from './loginRequest';
import { deviceIdToast, signedInToast, signedOutToast } from './toasts';

/** Product §9: the refresh timer fires this long before the access token expires. */
export const REFRESH_LEAD_MS = 3_600_000;
/** A refresh that could not reach the server (offline, rate limited, server error) is tried again this much later. */
export const REFRESH_RETRY_MS = 60_000;
/** Floor between refreshes, so a server issuing tokens shorter than the lead time cannot make us loop. */
const MIN_REFRESH_DELAY_MS = 5_000;
/** setTimeout's largest delay; longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

export type SignInResult = { ok: true; user: User } | { ok: false; error: ApiError };

const state = () => portalStore.get(authAtom);
const setState = (next: AuthState) => portalStore.set(authAtom, next);

let timer: ReturnType<typeof setTimeout> | undefined;
let unsubscribe: (() => void) | null = null;
let started: Promise<void> | null = null;
let refreshing: Promise<boolean> | null = null;
let relogging: Promise<boolean> | null = null;
let loggingOut = false;

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, 'Network error'));

/** No verdict on the token: the server could not be reached, was busy or rate limited us. The session is kept. */
function isTransient(error: ApiError): boolean {
  // Envelope codes of 1000 and up are the API's own (40111 …), not HTTP statuses.
  const status = error.status ?? (error.code < 1000 ? error.code : undefined);
  return error.code === 0 || status === 429 || status === 408 || (status !== undefined && status >= 500);
}

/** When to refresh a token with `left` ms to live: an hour before expiry, or half-way for shorter-lived tokens. */
export function refreshDelay(left: number): number {
  const delay = left > REFRESH_LEAD_MS ? left - REFRESH_LEAD_MS : left / 2;
  return Math.min(Math.max(delay, MIN_REFRESH_DELAY_MS), MAX_TIMER_MS);
}

function schedule(delay?: number): void {
  clearTimeout(timer);
  timer = undefined;
  const { isLoggedIn, expires_at } = state();
  if (!isLoggedIn) return;
  const wait = delay ?? refreshDelay((expires_at ?? Date.now()) - Date.now());
  timer = setTimeout(() => void refreshSession(), wait);
}

/** Loads the server's recently played list in place of the local one (product §9: "reset from the server"). */
async function resetRecentlyPlayed(): Promise<void> {
  try {
    replaceRecentlyPlayed(toRecentlyPlayed((await fetchRecentGames({ showToast: false })).items));
  } catch {
    // The local list stays; the next login or play brings the server's again.
  }
}

/**
 * Exchanges an identity-provider token for the portal's session (POST /auth/login): "aware" when the player just
 * signed in, "unaware" for the silent login. Failures are returned, not toasted, except the device id one.
 */
export async function signInWithProviderToken(token: string, loginType: LoginType): Promise<SignInResult> {
  watchSession();
  const wasGuest = !state().isLoggedIn;
  const request = buildLoginRequest(token, loginType, wasGuest ? guestGameSlugs() : []);
  if (!request) {
    void deviceIdToast();
    return { ok: false, error: new ApiError(ACCOUNT_ERROR_CODES.deviceId, 'device_id error') };
  }
  let response;
  try {
    response = await login(request, { showToast: false });
  } catch (error) {
    const apiError = asApiError(error);
    if (apiError.code === ACCOUNT_ERROR_CODES.deviceId) void deviceIdToast();
    return { ok: false, error: apiError };
  }
  setState({
    user: response.user,
    access_token: response.access_token,
    expires_at: response.expires_at,
    isLoggedIn: true,
  });
  const guestToLogin = takeGuestToLoginFlag();
  if (loginType === 'aware' || guestToLogin) void signedInToast();
  trackUserUpdate(response.user);
  await resetRecentlyPlayed();
  return { ok: true, user: response.user };
}

/** The session ended without the player asking (refused refresh, no identity session left): forget it locally. */
function endSession(): void {
  if (loggingOut || !state().isLoggedIn) return;
  setState(LOGGED_OUT);
  void signedOutToast();
}

/**
 * Re-runs the identity flow without asking the player: a fresh provider token from the identity cookie, then a
 * silent login. No token, or a refused login, logs the player out. Concurrent callers share one attempt.
 */
export function reloginSilently(): Promise<boolean> {
  relogging ??= (async () => {
    const token = await identity.getToken({ interactive: false });
    if (!token) {
      endSession();
      return false;
    }
    const result = await signInWithProviderToken(token, 'unaware');
    if (!result.ok) endSession();
    return result.ok;
  })().finally(() => {
    relogging = null;
  });
  return relogging;
}

async function refreshOnce(): Promise<boolean> {
  const before = state();
  if (!before.isLoggedIn || !before.access_token) return false;
  try {
    const fresh = await refreshAccessToken(before.access_token);
    const now = state();
    // Logged out, or refreshed by another tab, while the call was on its way: that state wins.
    if (now.access_token !== before.access_token) return now.isLoggedIn;
    setState({ ...now, access_token: fresh.access_token, expires_at: fresh.expires_at });
    return true;
  } catch (error) {
    if (isTransient(asApiError(error))) {
      schedule(REFRESH_RETRY_MS);
      return false;
    }
    return reloginSilently();
  }
}

/** POST /auth/refresh (errors are silent, product §8); a refused token falls back to the identity flow. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The player logs out: the portal's tokens are revoked, the identity session ends (else the silent login would sign
 * this browser straight back in), then the local state is cleared. Other tabs follow through the auth atom.
 */
export async function logout(): Promise<void> {
  if (!state().isLoggedIn || loggingOut) return;
  loggingOut = true;
  track('account_logout');
  try {
    await Promise.allSettled([revokeTokens({ showToast: false }), identity.signOut()]);
  } finally {
    loggingOut = false;
  }
  setState(LOGGED_OUT);
  void signedOutToast();
}

/**
 * Keeps the refresh timer in step with the auth atom (a login, a refresh, or a change made in another tab) and
 * plugs the re-login into the API client's 401 handling. Idempotent.
 */
function watchSession(): void {
  if (unsubscribe) return;
  setApiClientHooks({
    relogin: () => (loggingOut || !state().isLoggedIn ? Promise.resolve(false) : reloginSilently()),
    onLoggedOut: endSession,
  });
  let key = '';
  const follow = () => {
    const { access_token, expires_at, isLoggedIn } = state();
    const next = isLoggedIn ? `${access_token}|${expires_at}` : '';
    if (next === key) return;
    key = next;
    schedule();
  };
  unsubscribe = portalStore.sub(authAtom, follow);
  follow();
}

/**
 * A password reset link (`?reset_token=…`, docs/api.md, "Identity provider") opens the login box on the new-password
 * form, whatever page it points at. The token leaves the address bar so a reload or a shared URL does not reuse it.
 */
function openResetLink(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('reset_token');
  if (!token) return;
  url.searchParams.delete('reset_token');
  // The router's own history state is kept, so back and forward still work.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  openOverlay('login', { resetToken: token });
}

/**
 * Starts the session lifecycle once per page (the shell calls it after the first render): a refresh when a session
 * exists, else the silent ("unaware") login when the identity cookie holds a live session.
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    watchSession();
    openResetLink();
    if (state().isLoggedIn) {
      await refreshSession();
      return;
    }
    const token = await identity.getToken({ interactive: false });
    if (token && !state().isLoggedIn) await signInWithProviderToken(token, 'unaware');
  })();
  return started;
}

/** Stops the timer and the watching (tests, and the standalone harness between mounts). */
export function stopSession(): void {
  clearTimeout(timer);
  timer = undefined;
  unsubscribe?.();
  unsubscribe = null;
  started = null;
}
