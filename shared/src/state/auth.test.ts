import { createStore } from 'jotai';
import { adjustGameStat, authAtom, parseAuthState, setGameStats, LOGGED_OUT } from './auth';

const user = {
  identity: 'x',
  user_id: 'u1',
  name: 'Ada',
  game_stats: { play_count: 3, favorite_count: 1, liked_count: 2 },
};

describe('auth state from storage', () => {
  it('keeps a well-formed logged-in state', () => {
    const state = { user, access_token: 't', expires_at: 123, isLoggedIn: true };
    expect(parseAuthState(state)).toEqual(state);
  });

  it('reads anything malformed as logged out', () => {
    for (const bad of [null, 'x', 42, [], { isLoggedIn: 'yes' }]) expect(parseAuthState(bad)).toEqual(LOGGED_OUT);
  });

  it('does not count as logged in without a token or a user', () => {
    expect(parseAuthState({ user, access_token: '', isLoggedIn: true }).isLoggedIn).toBe(false);
    expect(parseAuthState({ user: { name: 1 }, access_token: 't', isLoggedIn: true }).isLoggedIn).toBe(false);
  });

  it('repairs negative or non-numeric game stats to 0', () => {
    const parsed = parseAuthState({
      user: { ...user, game_stats: { play_count: -4, favorite_count: 'x' } },
      isLoggedIn: false,
    });
    expect(parsed.user?.game_stats).toEqual({ play_count: 0, favorite_count: 0, liked_count: 0 });
  });
});

describe('adjustGameStat', () => {
  const store = createStore();

  it('changes one count of the signed-in user and never goes below 0', () => {
    store.set(authAtom, { user, access_token: 't', expires_at: 123, isLoggedIn: true });
    adjustGameStat(store, 'liked_count', 1);
    expect(store.get(authAtom).user?.game_stats).toEqual({ play_count: 3, favorite_count: 1, liked_count: 3 });
    adjustGameStat(store, 'favorite_count', -1);
    adjustGameStat(store, 'favorite_count', -1);
    expect(store.get(authAtom).user?.game_stats).toEqual({ play_count: 3, favorite_count: 0, liked_count: 3 });
  });

  it('leaves a guest alone', () => {
    store.set(authAtom, LOGGED_OUT);
    adjustGameStat(store, 'play_count', 1);
    expect(store.get(authAtom)).toEqual(LOGGED_OUT);
  });
});

describe('setGameStats', () => {
  const store = createStore();

  it('takes the counts the server answered for the signed-in user, and leaves a guest alone', () => {
    store.set(authAtom, { user, access_token: 't', expires_at: 123, isLoggedIn: true });
    setGameStats(store, { play_count: 9, favorite_count: 4, liked_count: 0 });
    expect(store.get(authAtom).user?.game_stats).toEqual({ play_count: 9, favorite_count: 4, liked_count: 0 });
    store.set(authAtom, LOGGED_OUT);
    setGameStats(store, { play_count: 9, favorite_count: 4, liked_count: 0 });
    expect(store.get(authAtom)).toEqual(LOGGED_OUT);
  });
});
