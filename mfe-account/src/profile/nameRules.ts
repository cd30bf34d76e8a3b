import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@portal/shared';

export type NameProblem = 'empty' | 'tooShort' | 'tooLong' | 'invalid';

/** The API's rule (api/src/modules/users/names.ts): letters and digits of any script, single spaces, _ - . */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} _.-]+$/u;

/**
 * A display name as the API will take it: trimmed, inner whitespace collapsed, 2–24 characters (counted as
 * characters, not UTF-16 units), allowed characters only. Profanity is the API's call alone.
 */
export function checkDisplayName(raw: string): { ok: true; name: string } | { ok: false; reason: NameProblem } {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, reason: 'empty' };
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH) return { ok: false, reason: 'tooShort' };
  if (length > NAME_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  if (!NAME_CHARACTERS.test(name)) return { ok: false, reason: 'invalid' };
  return { ok: true, name };
}
