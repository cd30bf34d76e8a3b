import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { AppError } from '../../http/envelope.js';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 24;
/** Letters and digits of any script (with their combining marks), space, underscore, hyphen and dot. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} _.-]+$/u;

export const NameCode = { invalid: 40004, profane: 40005 } as const;

// Built once: compiling the dataset's patterns costs a few milliseconds.
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Why a display name is refused, or null when it is acceptable. */
export function nameProblem(name: string): AppError | null {
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) {
    return new AppError(400, `Name must be ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters long`, NameCode.invalid);
  }
  if (name !== name.trim()) return new AppError(400, 'Name must not start or end with a space', NameCode.invalid);
  if (!NAME_CHARACTERS.test(name) || name.includes('  ')) {
    return new AppError(400, 'Name may contain letters, digits, single spaces and _ - . only', NameCode.invalid);
  }
  if (profanity.hasMatch(name)) return new AppError(400, 'Name contains a word that is not allowed', NameCode.profane);
  return null;
}

/** A name for a new user: the provider's when it passes the rules, else "Player" and a number. */
export function initialName(offered: string | null): string {
  const candidate = offered?.trim().replace(/\s+/g, ' ') ?? '';
  if (candidate && !nameProblem(candidate)) return candidate;
  return `Player ${Math.floor(100_000 + Math.random() * 900_000)}`;
}
