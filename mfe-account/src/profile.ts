import type { AuthState, User } from '@portal/shared';

export const NAME_MAX_LENGTH = 24;

/** A display name: trimmed, inner whitespace collapsed, 2 to 24 characters, no control characters. */
export function normaliseName(
  raw: string,
): { ok: true; name: string } | { ok: false; reason: 'tooShort' | 'tooLong' | 'invalid' } {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (/\p{Cc}/u.test(name)) return { ok: false, reason: 'invalid' };
  if ([...name].length < 2) return { ok: false, reason: 'tooShort' };
  if ([...name].length > NAME_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, name };
}

/** The guest profile: a name a visitor picks before signing in (sign-in replaces it with the account's user). */
export function withGuestName(state: AuthState, name: string, guestId: string): AuthState {
  const user: User = state.user
    ? { ...state.user, name }
    : { identity: 'guest', user_id: guestId, name, game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 } };
  return { ...state, user };
}
