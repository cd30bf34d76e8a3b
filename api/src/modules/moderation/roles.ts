import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadConfig } from '../../config.js';
import type { Queryable } from '../../db/db.js';
import { currentUserId } from '../auth/guard.js';
import { UploadErrors } from '../upload/errors.js';

export type Role = 'user' | 'moderator';

/** A moderator by role (set with the CLI), by user id in MODERATOR_IDS, or by email in MODERATOR_EMAILS. */
export async function isModerator(
  db: Queryable,
  config: Pick<UploadConfig, 'moderatorIds' | 'moderatorEmails'>,
  userId: string,
): Promise<boolean> {
  if (config.moderatorIds.includes(userId.toLowerCase())) return true;
  const [row] = await db.query<{ role: Role; email: string | null }>('SELECT role, email FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row) return false;
  return row.role === 'moderator' || (row.email !== null && config.moderatorEmails.includes(row.email.toLowerCase()));
}

/** preHandler after requireUser: 403 with code 40360 for anyone who is not a moderator. */
export async function requireModerator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await isModerator(request.server.db, request.server.config.upload, currentUserId(request))))
    throw UploadErrors.notModerator();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sets the role of the user with this id or email; returns who it was, or null when nobody matches. */
export async function setRole(
  db: Queryable,
  who: string,
  role: Role,
): Promise<{ id: string; email: string | null; name: string } | null> {
  const rows = UUID.test(who)
    ? await db.query<{ id: string; email: string | null; name: string }>(
        'UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING id, email, name',
        [who, role],
      )
    : await db.query<{ id: string; email: string | null; name: string }>(
        'UPDATE users SET role = $2, updated_at = now() WHERE lower(email) = lower($1) RETURNING id, email, name',
        [who, role],
      );
  return rows[0] ?? null;
}

export async function listModerators(
  db: Queryable,
): Promise<Array<{ id: string; email: string | null; name: string }>> {
  return db.query(`SELECT id, email, name FROM users WHERE role = 'moderator' ORDER BY created_at`);
}
