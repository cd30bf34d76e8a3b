import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

/** A fresh random secret (cookie value or reset token) and the hash that is stored instead of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function createSession(
  db: Queryable,
  accountId: string,
  days: number,
): Promise<{ secret: string; expiresAt: Date }> {
  const { secret, hash } = newSecret();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO identity_sessions (token_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING expires_at`,
    [hash, accountId, days],
  );
  return { secret, expiresAt: new Date(row!.expires_at) };
}

/** The account behind a cookie value, if its session exists and has not expired. */
export async function sessionAccount(db: Queryable, secret: string | undefined): Promise<string | null> {
  if (!secret) return null;
  const [row] = await db.query<{ account_id: string }>(
    'SELECT account_id FROM identity_sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashSecret(secret)],
  );
  return row?.account_id ?? null;
}

export async function deleteSession(db: Queryable, secret: string): Promise<void> {
  await db.query('DELETE FROM identity_sessions WHERE token_hash = $1 OR expires_at <= now()', [hashSecret(secret)]);
}

/** Signs the account out everywhere, except (optionally) the session making the request. */
export async function deleteOtherSessions(db: Queryable, accountId: string, keepSecret?: string): Promise<void> {
  await db.query('DELETE FROM identity_sessions WHERE account_id = $1 AND token_hash <> $2', [
    accountId,
    keepSecret ? hashSecret(keepSecret) : '',
  ]);
}
