import type { Db, Transaction } from '../../db/db.js';
import { foldBatch } from './fold.js';

/** The advisory lock one replica holds while it folds: the others skip their turn rather than wait. */
const ROLLUP_LOCK = 727290;
/** Events folded per transaction: a catch-up after downtime commits as it goes, each statement far below the statement timeout. */
export const FOLD_BATCH_EVENTS = 10_000;
/** Raw events deleted per statement by the retention sweep. */
const DELETE_CHUNK = 10_000;
/**
 * Days the per-play and per-player-day rows are kept: a play's reports and a day-7 return arrive within them; after
 * that the day's numbers are final in studio_daily.
 */
export const STUDIO_DETAIL_DAYS = 8;

export interface RollupOptions {
  retentionDays: number;
  /** How old a row must be to be folded: longer than any insert may take to commit (the statement timeout). */
  settleMs: number;
}

export interface RollupResult {
  /** False when another replica held the lock (nothing was done). */
  ran: boolean;
  events: number;
  deletedEvents: number;
}

interface State {
  last_event_id: string;
  last_comment_id: string;
}

/**
 * One batch: locks, reads the watermarks, folds what lies past them, moves them. Answers how many event ids it
 * passed. Only rows written at least `settleMs` ago are folded: ids are handed out before their transactions
 * commit, so a younger row with a lower id may still appear, and a watermark past it would skip it for good.
 */
async function foldOnce(db: Db, wait: boolean, settleMs: number): Promise<{ locked: boolean; passed: number }> {
  return db.transaction(async (tx) => {
    if (!(await lock(tx, wait))) return { locked: false, passed: 0 };
    const [state] = await tx.query<State>('SELECT last_event_id, last_comment_id FROM studio_rollup_state');
    const after = Number(state!.last_event_id);
    const commentsAfter = Number(state!.last_comment_id);
    const [{ up_to }] = (await tx.query<{ up_to: string | null }>(
      `SELECT max(id) AS up_to FROM (SELECT id, received_at FROM analytics_events WHERE id > $1 ORDER BY id LIMIT $2) AS b
        WHERE received_at < now() - make_interval(secs => $3)`,
      [after, FOLD_BATCH_EVENTS, settleMs / 1000],
    )) as [{ up_to: string | null }];
    const [{ comments_up_to }] = (await tx.query<{ comments_up_to: string | null }>(
      'SELECT max(id) AS comments_up_to FROM comments WHERE created_at < now() - make_interval(secs => $1)',
      [settleMs / 1000],
    )) as [{ comments_up_to: string | null }];
    const upTo = up_to === null ? after : Number(up_to);
    const commentsUpTo = Math.max(commentsAfter, Number(comments_up_to ?? 0));
    await foldBatch(tx, { after, upTo }, { after: commentsAfter, upTo: commentsUpTo });
    await tx.query('UPDATE studio_rollup_state SET last_event_id = $1, last_comment_id = $2, rolled_up_at = now()', [
      upTo,
      commentsUpTo,
    ]);
    return { locked: true, passed: upTo - after };
  });
}

async function lock(tx: Transaction, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
    return true;
  }
  const [row] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [ROLLUP_LOCK]);
  return row!.locked;
}

/**
 * Deletes raw events older than `retentionDays` that the rollups already hold (ids up to the watermark), oldest
 * first, a chunk at a time; stops at the first chunk with a younger event, so a sweep with nothing to delete
 * reads one chunk of ids. Then drops the per-play and per-player-day rows whose days are final.
 */
export async function sweepRetention(db: Db, retentionDays: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db.query<{ deleted: string; complete: boolean }>(
      `WITH chunk AS (
         SELECT id, received_at < now() - make_interval(days => $2) AS old
           FROM analytics_events WHERE id <= (SELECT last_event_id FROM studio_rollup_state) ORDER BY id LIMIT $1
       ), gone AS (
         DELETE FROM analytics_events WHERE id IN (SELECT id FROM chunk WHERE old) RETURNING 1
       )
       SELECT (SELECT count(*) FROM gone) AS deleted,
              (SELECT count(*) = $1 AND bool_and(old) FROM chunk) AS complete`,
      [DELETE_CHUNK, retentionDays],
    );
    deleted += Number(rows[0]!.deleted);
    if (!rows[0]!.complete) break;
  }
  await db.query(`DELETE FROM studio_plays WHERE day < (now() AT TIME ZONE 'UTC')::date - $1::integer`, [
    STUDIO_DETAIL_DAYS,
  ]);
  await db.query(`DELETE FROM studio_player_days WHERE day < (now() AT TIME ZONE 'UTC')::date - $1::integer`, [
    STUDIO_DETAIL_DAYS,
  ]);
  return deleted;
}

/**
 * Folds every event, comment and counter change not folded yet into the studio's daily rollups, batch by batch,
 * then applies the retention. With `wait` false (the scheduled job) a replica that finds another folding skips
 * its turn; tests and tools wait for the lock.
 */
export async function runRollup(
  db: Db,
  { retentionDays, settleMs, wait = true }: RollupOptions & { wait?: boolean },
): Promise<RollupResult> {
  let events = 0;
  for (;;) {
    const { locked, passed } = await foldOnce(db, wait, settleMs);
    if (!locked) return { ran: false, events, deletedEvents: 0 };
    events += passed;
    if (passed < FOLD_BATCH_EVENTS) break;
  }
  return { ran: true, events, deletedEvents: await sweepRetention(db, retentionDays) };
}

/** Runs the rollup every `intervalMs` (one run at a time in this process) until the returned function is called. */
export function scheduleRollup(
  db: Db,
  options: RollupOptions & { intervalMs: number },
  log: { error(obj: object, msg: string): void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = runRollup(db, { ...options, wait: false })
      .catch((err: unknown) => log.error({ err }, 'studio rollup failed'))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
