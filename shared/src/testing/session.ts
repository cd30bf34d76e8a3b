// Test support (jest): a signed-in player and the pages of a list, as the API answers them.
import { authAtom, LOGGED_OUT, type AuthState } from '../state/auth';
import { portalStore } from '../state/store';
import type { Page } from '../types/catalogue';

export const SIGNED_IN: AuthState = {
  user: {
    identity: 'email',
    user_id: 'u-1',
    name: 'Ada',
    game_stats: { play_count: 3, favorite_count: 2, liked_count: 1 },
  },
  access_token: 'token-1',
  expires_at: Date.now() + 86_400_000,
  isLoggedIn: true,
};

export const signInForTest = (): void => portalStore.set(authAtom, SIGNED_IN);
export const signOutForTest = (): void => portalStore.set(authAtom, LOGGED_OUT);

/** One page of a list: `items`, page 1 of 20 by default, the total and whether more follow. */
export const pageOf = <T>(
  items: T[],
  extra: { page?: number; has_more?: boolean; total?: number; limit?: number } = {},
): Page<T> => ({
  items,
  page: extra.page ?? 1,
  limit: extra.limit ?? 20,
  total: extra.total ?? items.length,
  has_more: extra.has_more ?? false,
});
