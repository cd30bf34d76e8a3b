import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEPLOY_TOKEN_PATTERN, EDGE_ACTOR, type DeployRole } from '@portal/shared/contract/deploy';
import type { Queryable } from '../../db/db.js';

/** Who a deploy request acts as: its token's role, remote (team tokens) and the label the history records. */
export interface DeployActor {
  id: string;
  label: string;
  role: DeployRole;
  remote: string | null;
}

export interface DeployTokenRow extends DeployActor {
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
}

const TOKEN = new RegExp(DEPLOY_TOKEN_PATTERN);

/** A new secret: shown once, stored only as its hash. */
export const newDeployToken = () => `pdt_${randomBytes(32).toString('base64url')}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * Equal secrets, compared in constant time: both sides are hashed first, so neither the length nor the first
 * differing byte of the configured secret shows in the time taken.
 */
export const sameSecret = (given: string, expected: string) => timingSafeEqual(hashOf(given), hashOf(expected));

interface Row {
  id: string;
  label: string;
  role: DeployRole;
  remote: string | null;
  hash: string;
  created_at: Date;
  created_by: string;
  revoked_at: Date | null;
}

const toRow = (row: Row): DeployTokenRow => ({
  id: row.id,
  label: row.label,
  role: row.role,
  remote: row.remote,
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export class DeployTokenError extends Error {}

/** Creates a token; answers its row and the secret (which is not kept). */
export async function createDeployToken(
  db: Queryable,
  { role, remote, label, createdBy }: { role: DeployRole; remote?: string | null; label: string; createdBy: string },
): Promise<{ token: string; row: DeployTokenRow }> {
  if ((role === 'team') !== Boolean(remote))
    throw new DeployTokenError(
      role === 'team' ? 'A team token needs --remote <name>' : `A ${role} token has no remote`,
    );
  if (remote) {
    const [known] = await db.query('SELECT 1 FROM deploy_remotes WHERE name = $1 AND removed_at IS NULL', [remote]);
    if (!known) throw new DeployTokenError(`No remote named ${remote} is registered`);
  }
  const token = newDeployToken();
  const id = `dt_${randomBytes(6).toString('hex')}`;
  const [row] = await db.query<Row>(
    `INSERT INTO deploy_tokens (id, label, role, remote, hash, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING *`,
    [id, label, role, remote ?? null, hashOf(token).toString('hex'), createdBy],
  );
  return { token, row: toRow(row!) };
}

export async function listDeployTokens(db: Queryable): Promise<DeployTokenRow[]> {
  return (await db.query<Row>('SELECT * FROM deploy_tokens ORDER BY created_at, id')).map(toRow);
}

/** Revokes a token by id; false when there is no such token or it was revoked already. */
export async function revokeDeployToken(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE deploy_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}

/** The tokens configured by setting (DEPLOY_OPERATOR_TOKEN, DEPLOY_EDGE_TOKEN), accepted as they are. */
export interface ConfiguredTokens {
  operator: string;
  edge: string;
}

/** The actor of a bearer token, or null when it is malformed, unknown or revoked. */
export async function deployActor(
  db: Queryable,
  token: string,
  configured: ConfiguredTokens,
): Promise<DeployActor | null> {
  if (sameSecret(token, configured.operator))
    return { id: 'setting:operator', label: 'operator', role: 'operator', remote: null };
  if (sameSecret(token, configured.edge)) return { id: 'setting:edge', label: EDGE_ACTOR, role: 'edge', remote: null };
  if (!TOKEN.test(token)) return null;
  const hash = hashOf(token);
  const [row] = await db.query<Row>(
    'SELECT * FROM deploy_tokens WHERE hash = $1 AND revoked_at IS NULL',
    [hash.toString('hex')],
    {
      prepare: true,
    },
  );
  // The row was found by its hash; the comparison again in constant time keeps the check independent of the index.
  if (!row || !timingSafeEqual(Buffer.from(row.hash, 'hex'), hash)) return null;
  return { id: row.id, label: row.label, role: row.role, remote: row.remote };
}
