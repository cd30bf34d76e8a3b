import type { AuthState, User } from '@portal/shared';

/** The guest profile: a name a visitor picks before signing in (sign-in replaces it with the account's user). */
export function withGuestName(state: AuthState, name: string, guestId: string): AuthState {
  const user: User = state.user
    ? { ...state.user, name }
    : { identity: 'guest', user_id: guestId, name, game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 } };
  return { ...state, user };
}
