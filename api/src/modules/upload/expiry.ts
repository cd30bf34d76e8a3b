import { rm } from 'node:fs/promises';
import type { Db } from '../../db/db.js';
import { type ArchiveStore, workDirOf } from '../../storage/archive-store.js';
import type { UploadConfig } from '../../config.js';
import { UploadErrors } from './errors.js';
import { removeDeadBuilds } from './dead-builds.js';

/** Statuses of an upload not yet submitted: its archive or extracted build sits in the storage root. */
const UNSUBMITTED = "('pending_upload', 'receiving', 'uploaded', 'validating', 'confirmed')";

/**
 * Marks expired every unsubmitted upload untouched for `config.expirySeconds` (and every pending one whose URL ran
 * out), then deletes their archives and work folders, preview builds included, and the builds of rejected or
 * deleted uploads still on disk (dead-builds.ts). Safe to run in several processes at once: each row changes status
 * once, and deleting what is already gone is a no-op. Returns the expired ids.
 */
export async function sweepExpiredUploads(deps: {
  db: Db;
  config: UploadConfig;
  store: ArchiveStore;
}): Promise<string[]> {
  const rows = await deps.db.query<{ id: string }>(
    `UPDATE uploads SET status = 'expired', updated_at = now()
      WHERE status IN ${UNSUBMITTED}
        AND (updated_at < now() - make_interval(secs => $1) OR (status = 'pending_upload' AND expires_at < now()))
      RETURNING id`,
    [deps.config.expirySeconds],
  );
  for (const { id } of rows) {
    await deps.store.remove(id);
    await rm(workDirOf(deps.config.dir, id), { recursive: true, force: true });
  }
  await removeDeadBuilds(deps);
  return rows.map((row) => row.id);
}

/**
 * Refuses a new upload (409 / 413 with their own codes) when the user already has `maxPending` unsubmitted uploads,
 * or when theirs would then hold more than `maxHeldBytes`: archives count their declared size, confirmed builds their
 * extracted size.
 */
export async function assertUploadQuota(
  deps: { db: Db; config: UploadConfig },
  userId: string,
  fileSize: number,
): Promise<void> {
  const [row] = await deps.db.query<{ pending: number; held: string | number }>(
    `SELECT count(*)::int AS pending,
            coalesce(sum(CASE WHEN status = 'confirmed'
                              THEN coalesce((report->>'total_uncompressed_size')::bigint, 0)
                              ELSE file_size END), 0) AS held
       FROM uploads
      WHERE user_id = $1 AND status IN ${UNSUBMITTED} AND NOT (status = 'pending_upload' AND expires_at < now())`,
    [userId],
  );
  const { maxPending, maxHeldBytes } = deps.config;
  if ((row?.pending ?? 0) >= maxPending) throw UploadErrors.tooManyPending(maxPending);
  if (Number(row?.held ?? 0) + fileSize > maxHeldBytes) throw UploadErrors.storageFull(maxHeldBytes);
}

/** Runs the sweep every `sweepIntervalSeconds` until `stop` is called; a failed sweep is logged and retried. */
export function scheduleUploadSweep(
  deps: { db: Db; config: UploadConfig; store: ArchiveStore },
  log: { error(obj: object, msg: string): void },
): () => void {
  const timer = setInterval(() => {
    sweepExpiredUploads(deps).catch((err: unknown) => log.error({ err }, 'upload expiry sweep failed'));
  }, deps.config.sweepIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
