import { rm } from 'node:fs/promises';
import type { ObjectStore } from '@portal/object-store';
import type { Db } from '../../db/db.js';
import { type ArchiveStore, workDirOf } from '../../storage/archive-store.js';
import type { UploadConfig } from '../../config.js';
import { previewPrefixOf } from '../../storage/builds.js';
import { removeDeadBuilds } from './dead-builds.js';

/** Statuses of an upload not yet submitted: its archive or checked build is stored. */
const UNSUBMITTED = "('pending_upload', 'receiving', 'uploaded', 'validating', 'confirmed')";

/**
 * Marks expired every unsubmitted upload untouched for `config.expirySeconds` (and every pending one whose URL ran
 * out), then deletes their archives, checked builds (previews/) and any scratch left by a crash, and the builds of
 * rejected or deleted uploads still stored (dead-builds.ts). Safe to run in several processes at once: each row changes status
 * once, and deleting what is already gone is a no-op. Returns the expired ids.
 */
export async function sweepExpiredUploads(deps: {
  db: Db;
  config: UploadConfig;
  store: ArchiveStore;
  objects: ObjectStore;
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
    await deps.objects.deletePrefix(previewPrefixOf(id));
    await rm(workDirOf(deps.config.dir, id), { recursive: true, force: true });
  }
  await removeDeadBuilds(deps);
  return rows.map((row) => row.id);
}

/** Runs the sweep every `sweepIntervalSeconds` until `stop` is called; a failed sweep is logged and retried. */
export function scheduleUploadSweep(
  deps: { db: Db; config: UploadConfig; store: ArchiveStore; objects: ObjectStore },
  log: { error(obj: object, msg: string): void },
): () => void {
  const timer = setInterval(() => {
    sweepExpiredUploads(deps).catch((err: unknown) => log.error({ err }, 'upload expiry sweep failed'));
  }, deps.config.sweepIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
