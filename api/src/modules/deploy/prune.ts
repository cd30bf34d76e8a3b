import type { ObjectStore } from '@portal/object-store';
import type { Db } from '../../db/db.js';
import { POINTER_ACTIONS } from './actions.js';
import { applyChange } from './apply-change.js';
import { versionPrefix } from './seal.js';

/**
 * Longer than any guest page may be kept by a shared cache (PAGE_S_MAXAGE_S + PAGE_STALE_WHILE_REVALIDATE_S, 40 s
 * by default): a version current within it may still be named by a cached page, so it is never pruned.
 */
export const CACHED_PAGE_WINDOW_MS = 10 * 60_000;

/**
 * Removes the sealed versions of `remote` that nothing may still ask for: kept are the current version and its
 * canary, every version a live pin names, every version the last `keep` pointer moves name (so the last `keep`
 * rollbacks stay possible), and every version current within CACHED_PAGE_WINDOW_MS. The rows go in one change
 * (recorded as `prune` with what went), then the files: a file left by a failure is unreachable and removed again by
 * the next prune of an unknown version's folder, never served.
 */
export async function pruneVersions(
  db: Db,
  objects: ObjectStore,
  remote: string,
  { keep, actor, reason }: { keep: number; actor: string; reason?: string },
) {
  const done = await applyChange(db, remote, async (tx, pointer) => {
    const moves = await tx.query<{ version: string | null; previous: string | null; at: Date }>(
      `SELECT version, previous, at FROM deploy_history
        WHERE remote = $1 AND action = ANY($2) ORDER BY id DESC`,
      [remote, POINTER_ACTIONS],
    );
    const pins = await tx.query<{ version: string }>(
      'SELECT DISTINCT version FROM deploy_pins WHERE remote = $1 AND until > now()',
      [remote],
    );
    const since = Date.now() - CACHED_PAGE_WINDOW_MS;
    const named = [
      pointer.current,
      pointer.canary?.version,
      ...pins.map((pin) => pin.version),
      ...moves.slice(0, keep).flatMap((move) => [move.version, move.previous]),
      ...moves.filter((move) => new Date(move.at).getTime() >= since).flatMap((move) => [move.version, move.previous]),
    ];
    const kept = new Set(named.filter((version): version is string => typeof version === 'string'));
    const versions = await tx.query<{ version: string }>(
      'SELECT version FROM deploy_versions WHERE remote = $1 ORDER BY sealed_at, version',
      [remote],
    );
    const removed = versions.map((row) => row.version).filter((version) => !kept.has(version));
    if (removed.length)
      await tx.query('DELETE FROM deploy_versions WHERE remote = $1 AND version = ANY($2)', [remote, removed]);
    return {
      history: removed.length
        ? [{ action: 'prune', version: null, previous: null, actor, reason: reason ?? `removed ${removed.join(', ')}` }]
        : [],
      result: {
        kept: versions.map((row) => row.version).filter((version) => kept.has(version)),
        removed,
      },
    };
  });
  for (const version of done.result.removed) await objects.deletePrefix(versionPrefix(remote, version));
  return done;
}
