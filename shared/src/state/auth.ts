import { atom, type createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Static } from 'typebox';
import type * as C from '../contract/account';

export type GameStats = Static<typeof C.GameStats>;
export type User = Static<typeof C.User>;

/** The auth state kept in local storage (product §3): user, access_token, expires_at, isLoggedIn. */
export interface AuthState {
  user: User | null;
  access_token: string | null;
  /** Unix time in milliseconds. */
  expires_at: number | null;
  isLoggedIn: boolean;
}

export const AUTH_STORAGE_KEY = 'portal.auth';
export const LOGGED_OUT: AuthState = { user: null, access_token: null, expires_at: null, isLoggedIn: false };

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function parseUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  const stats = (u.game_stats ?? {}) as Record<string, unknown>;
  if (typeof u.user_id !== 'string' || typeof u.name !== 'string') return null;
  return {
    identity: typeof u.identity === 'string' ? u.identity : '',
    user_id: u.user_id,
    name: u.name,
    game_stats: {
      play_count: isCount(stats.play_count) ? stats.play_count : 0,
      favorite_count: isCount(stats.favorite_count) ? stats.favorite_count : 0,
      liked_count: isCount(stats.liked_count) ? stats.liked_count : 0,
    },
  };
}

/** Storage contents are untrusted (edited by hand, older versions): anything malformed reads as logged out. */
export function parseAuthState(value: unknown): AuthState {
  if (typeof value !== 'object' || value === null) return LOGGED_OUT;
  const v = value as Record<string, unknown>;
  const user = parseUser(v.user);
  const token = typeof v.access_token === 'string' && v.access_token ? v.access_token : null;
  const expires = typeof v.expires_at === 'number' && Number.isFinite(v.expires_at) ? v.expires_at : null;
  const isLoggedIn = v.isLoggedIn === true && user !== null && token !== null;
  return { user, access_token: isLoggedIn ? token : null, expires_at: isLoggedIn ? expires : null, isLoggedIn };
}

const memory = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};

/** Local storage, or memory where it is missing or refuses access (sandboxed frames, some private modes). */
function safeLocalStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return typeof localStorage === 'undefined' ? memoryStorage : localStorage;
  } catch {
    return memoryStorage;
  }
}

const jsonStorage = createJSONStorage<AuthState>(safeLocalStorage);
const validatingStorage: typeof jsonStorage = {
  ...jsonStorage,
  getItem: (key, initial) => parseAuthState(jsonStorage.getItem(key, initial)),
  subscribe: (key, callback, initial) =>
    jsonStorage.subscribe!(key, (value) => callback(parseAuthState(value)), initial),
};

/** The one auth atom: persisted to local storage and kept in step across tabs by the storage event. */
export const authAtom = atomWithStorage<AuthState>(AUTH_STORAGE_KEY, LOGGED_OUT, validatingStorage, {
  getOnInit: true,
});

export const currentUserAtom = atom((get) => get(authAtom).user);

/**
 * The user_id of the account created in this tab (set by the sign-up form), so that the first greeting says
 * "Welcome", not "Welcome back". Kept in memory only: after a reload the player is back.
 */
export const createdAccountAtom = atom<string | null>(null);

type Store = ReturnType<typeof createStore>;

/**
 * Changes one of the signed-in user's game counts locally (product §4), e.g. at once when a like or favourite is
 * toggled, before the server answers. Never below 0; nothing happens for a guest.
 */
export function adjustGameStat(store: Store, stat: keyof GameStats, delta: number): void {
  store.set(authAtom, (state) => {
    if (!state.isLoggedIn || !state.user || !Number.isFinite(delta)) return state;
    const stats = state.user.game_stats;
    return { ...state, user: { ...state.user, game_stats: { ...stats, [stat]: Math.max(0, stats[stat] + delta) } } };
  });
}
export const isLoggedInAtom = atom((get) => get(authAtom).isLoggedIn);

/** Replaces the signed-in user's game counts with what the server answered (after a like, favourite, removal). */
export function setGameStats(store: Store, stats: GameStats): void {
  store.set(authAtom, (state) =>
    state.isLoggedIn && state.user ? { ...state, user: { ...state.user, game_stats: stats } } : state,
  );
}
