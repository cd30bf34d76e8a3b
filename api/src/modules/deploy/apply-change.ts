import type { Transaction } from '../../db/db.js';
import type { Db } from '../../db/db.js';
import { DEPLOY_CHANNEL } from './changes.js';
import { unknownRemote } from './registry.js';

/** A remote's pointer as a change sees it (locked for the change). */
export interface Pointer {
  current: string | null;
  canary: { version: string; percent: number } | null;
}

/** One row of the release history. */
export interface HistoryInsert {
  action: string;
  version: string | null;
  previous: string | null;
  actor: string;
  reason?: string | null;
  percent?: number | null;
  health?: object | null;
  droppedCanary?: string | null;
}

/** What a change decided: the pointer to write (if it moves), the history rows, and the caller's answer. */
export interface Outcome<R> {
  pointer?: Pointer;
  history: HistoryInsert[];
  result: R;
}

/** Holds the remote's row until the transaction ends (its unregistration waits), or 404 when it is not registered. */
export async function lockRegistered(tx: Transaction, remote: string): Promise<void> {
  const rows = await tx.query('SELECT 1 FROM deploy_remotes WHERE name = $1 AND removed_at IS NULL FOR SHARE', [
    remote,
  ]);
  if (!rows.length) throw unknownRemote(remote);
}

async function readPointer(tx: Transaction, remote: string): Promise<Pointer> {
  const [row] = await tx.query<{
    current: string | null;
    canary_version: string | null;
    canary_percent: number | null;
  }>('SELECT current, canary_version, canary_percent FROM deploy_pointers WHERE remote = $1', [remote]);
  return {
    current: row?.current ?? null,
    canary:
      row?.canary_version && row.canary_percent !== null
        ? { version: row.canary_version, percent: Number(row.canary_percent) }
        : null,
  };
}

/**
 * Runs one change of the registry: under the revision row's lock (changes apply one after another, across replicas),
 * with the remote's pointer as it stands. When the change moves anything, the revision is raised, the pointer and
 * the history written and the change announced (NOTIFY, sent on commit), all in the one transaction: no replica
 * ever sees a move without its history entry, or hears of a change it cannot read yet. Answers the result and the
 * revision (the new one, or the unchanged one when nothing moved). The remote must be registered (404) unless
 * `registering`: one unregistered meanwhile takes no change, and an upload holding its row (FOR SHARE) finishes
 * before it can be unregistered.
 */
export async function applyChange<R>(
  db: Db,
  remote: string,
  decide: (tx: Transaction, pointer: Pointer) => Promise<Outcome<R>>,
  { registering = false } = {},
): Promise<{ result: R; revision: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [state] = await tx.query<{ revision: number | string }>('SELECT revision FROM deploy_revision FOR UPDATE');
    const revision = Number(state?.revision ?? 0);
    if (!registering) await lockRegistered(tx, remote);
    const outcome = await decide(tx, await readPointer(tx, remote));
    if (!outcome.pointer && outcome.history.length === 0) return { result: outcome.result, revision, changed: false };
    const next = revision + 1;
    await tx.query('UPDATE deploy_revision SET revision = $1', [next]);
    if (outcome.pointer) {
      const { current, canary } = outcome.pointer;
      await tx.query(
        `INSERT INTO deploy_pointers (remote, current, canary_version, canary_percent, canary_at, revision, updated_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, $5, now())
         ON CONFLICT (remote) DO UPDATE SET current = EXCLUDED.current, canary_version = EXCLUDED.canary_version,
           canary_percent = EXCLUDED.canary_percent,
           canary_at = CASE WHEN EXCLUDED.canary_version IS DISTINCT FROM deploy_pointers.canary_version
                            THEN EXCLUDED.canary_at ELSE deploy_pointers.canary_at END,
           revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at`,
        [remote, current, canary?.version ?? null, canary?.percent ?? null, next],
      );
    }
    for (const entry of outcome.history)
      await tx.query(
        `INSERT INTO deploy_history (remote, action, version, previous, actor, reason, percent, health, dropped_canary)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          remote,
          entry.action,
          entry.version,
          entry.previous,
          entry.actor,
          entry.reason ?? null,
          entry.percent ?? null,
          entry.health ? JSON.stringify(entry.health) : null,
          entry.droppedCanary ?? null,
        ],
      );
    await tx.query('SELECT pg_notify($1, $2)', [DEPLOY_CHANNEL, String(next)]);
    return { result: outcome.result, revision: next, changed: true };
  });
}
