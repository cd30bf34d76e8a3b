import type { FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_ERROR_CODES } from '@portal/shared/contract/studio';
import type { ApiConfig } from '../../config.js';
import type { Queryable } from '../../db/db.js';
import { AppError } from '../../http/envelope.js';
import { currentUserId } from '../auth/guard.js';

export interface Operator {
  id: string;
  email: string | null;
  name: string;
}

/**
 * The operator behind a request, or null: `users.operator` (set with the CLI), or the user's id in OPERATOR_IDS or
 * email in OPERATOR_EMAILS. Independent of the moderator role.
 */
export async function operatorOf(
  db: Queryable,
  operators: ApiConfig['operators'],
  userId: string,
): Promise<Operator | null> {
  const [row] = await db.query<Operator & { operator: boolean }>(
    'SELECT id, email, name, operator FROM users WHERE id = $1',
    [userId],
  );
  if (!row) return null;
  const listed =
    operators.ids.includes(userId.toLowerCase()) ||
    (row.email !== null && operators.emails.includes(row.email.toLowerCase()));
  return row.operator || listed ? { id: row.id, email: row.email, name: row.name } : null;
}

const notOperator = () => new AppError(403, 'This needs the operator role', STUDIO_ERROR_CODES.notOperator);

/** preHandler after requireUser: 403 (40390) for anyone who is not an operator. */
export async function requireOperator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { db, config } = request.server;
  if (!(await operatorOf(db, config.operators, currentUserId(request)))) throw notOperator();
}

/** The operator making this request (after requireOperator). */
export async function currentOperator(request: FastifyRequest): Promise<Operator> {
  const operator = await operatorOf(request.server.db, request.server.config.operators, currentUserId(request));
  if (!operator) throw notOperator();
  return operator;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Grants or revokes the role of the user with this id or email; who it was, or null when nobody matches. */
export async function setOperator(db: Queryable, who: string, operator: boolean): Promise<Operator | null> {
  const [row] = await db.query<Operator>(
    `UPDATE users SET operator = $2, updated_at = now() WHERE ${UUID.test(who) ? 'id = $1::uuid' : 'lower(email) = lower($1)'}
     RETURNING id, email, name`,
    [who, operator],
  );
  return row ?? null;
}

export async function listOperators(db: Queryable): Promise<Operator[]> {
  return db.query<Operator>('SELECT id, email, name FROM users WHERE operator ORDER BY created_at');
}
