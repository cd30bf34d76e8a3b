import { hash, verify, type Options } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/shared/types/account';

/** argon2id with the OWASP-recommended floor (19 MiB, 2 passes, 1 lane): about 20–40 ms on one core. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;
  }
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) {
    return 'Password must contain a letter and a digit or symbol';
  }
  if (new Set(password).size < 4) return 'Password is too easy to guess';
  const local = email.split('@')[0]!.toLowerCase();
  if (local.length >= 4 && password.toLowerCase().includes(local))
    return 'Password must not contain your email address';
  return null;
}
