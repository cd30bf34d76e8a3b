import { DEPLOY_ERROR_CODES, type Registry, type RegistryRemote } from '@portal/shared/contract/deploy';
import type { Queryable } from '../../db/db.js';
import { AppError } from '../../http/envelope.js';
import { CURRENT_MOVES, POINTER_ACTIONS } from './actions.js';

interface RemoteRow {
  name: string;
  current: string | null;
  canary_version: string | null;
  canary_percent: number | null;
}
interface VersionRow {
  remote: string;
  version: string;
  sealed_at: Date;
  integrity: string | null;
  manifest_integrity: string | null;
}
interface MoveRow {
  remote: string;
  action: string;
  version: string;
  previous: string | null;
  at: Date;
}
interface PinRow {
  remote: string;
  version: string;
  until: Date;
}

/** Whether a remote is registered; with `unregistered`, also one an operator unregistered (its history stays). */
export async function remoteExists(db: Queryable, remote: string, { unregistered = false } = {}): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM deploy_remotes WHERE name = $1 AND (removed_at IS NULL OR $2)',
    [remote, unregistered],
    { prepare: true },
  );
  return rows.length > 0;
}

/** 404 for a remote the registry does not know (remotes are registered, never guessed from a request). */
export const unknownRemote = (remote: string) =>
  new AppError(404, `No remote named ${remote} is registered`, DEPLOY_ERROR_CODES.unknownRemote);

/**
 * The whole registry as one consistent picture: read in one transaction (REPEATABLE READ), so the revision and the
 * remotes' state belong together even while another replica changes them.
 */
export async function readRegistry(db: {
  transaction: <R>(work: (tx: Queryable) => Promise<R>) => Promise<R>;
}): Promise<Registry> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [state] = await tx.query<{ revision: number | string }>('SELECT revision FROM deploy_revision');
    const remotes = await tx.query<RemoteRow>(
      `SELECT r.name, p.current, p.canary_version, p.canary_percent
         FROM deploy_remotes r LEFT JOIN deploy_pointers p ON p.remote = r.name
        WHERE r.removed_at IS NULL ORDER BY r.name`,
    );
    const versions = await tx.query<VersionRow>(
      `SELECT remote, version, sealed_at, integrity, manifest_integrity FROM deploy_versions ORDER BY remote, sealed_at, version`,
    );
    const pins = await tx.query<PinRow>(
      'SELECT remote, version, max(until) AS until FROM deploy_pins WHERE until > now() GROUP BY remote, version ORDER BY remote, version',
    );
    const moves = await tx.query<MoveRow>(
      `SELECT DISTINCT ON (remote) remote, action, version, previous, at FROM deploy_history
        WHERE action = ANY($1) ORDER BY remote, id DESC`,
      [POINTER_ACTIONS],
    );
    const byName: Record<string, RegistryRemote> = {};
    for (const row of remotes)
      byName[row.name] = {
        current: row.current,
        canary:
          row.canary_version && row.canary_percent !== null
            ? { version: row.canary_version, percent: Number(row.canary_percent) }
            : null,
        versions: [],
        pins: [],
        watched: null,
      };
    for (const row of versions)
      byName[row.remote]?.versions.push({
        version: row.version,
        publishedAt: row.sealed_at.toISOString(),
        ...(row.integrity ? { integrity: row.integrity } : {}),
        ...(row.manifest_integrity ? { manifestIntegrity: row.manifest_integrity } : {}),
      });
    for (const row of pins)
      byName[row.remote]?.pins.push({ version: row.version, until: new Date(row.until).toISOString() });
    for (const move of moves) {
      const remote = byName[move.remote];
      if (
        remote &&
        CURRENT_MOVES.includes(move.action) &&
        move.previous &&
        move.version === remote.current &&
        !remote.canary
      )
        remote.watched = {
          action: move.action,
          version: move.version,
          previous: move.previous,
          at: move.at.toISOString(),
        };
    }
    return { revision: Number(state?.revision ?? 0), remotes: byName };
  });
}
