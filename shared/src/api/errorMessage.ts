import { ApiError } from './envelope';
import { NOT_LOGGED_IN_MESSAGE } from './client';

/** Translation keys (shell namespace "common") of the messages the client itself produces. */
export const CLIENT_ERROR_KEYS = {
  unknown: 'errors.unknown',
  network: 'errors.network',
  notLoggedIn: 'errors.notLoggedIn',
} as const;

/**
 * What an error toast says (product §8): the server's message, of which a "prefix:detail" form shows only the last
 * segment; "Unknown error" when there is none; "Network error" when no answer came. The client's own
 * not-logged-in message is shown in the reader's language.
 */
export function errorToastMessage(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t(CLIENT_ERROR_KEYS.network);
  if (error.code === 401 && error.message === NOT_LOGGED_IN_MESSAGE) return t(CLIENT_ERROR_KEYS.notLoggedIn);
  if (error.code === 0 && error.message === 'Network error') return t(CLIENT_ERROR_KEYS.network);
  const detail = error.message.split(/[:：]/).at(-1)?.trim();
  if (!detail || detail === 'Unknown error') return t(CLIENT_ERROR_KEYS.unknown);
  return detail;
}
