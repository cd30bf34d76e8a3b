import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { UploadConfig } from '../../config.js';
import type { Db, Queryable } from '../../db/db.js';
import { UploadErrors } from './errors.js';

/**
 * Limits on what uploads keep on disk (docs/uploads.md, expiry and quota). Per user: the bytes held by uploads not yet
 * reviewed, the unsubmitted uploads and the games waiting for review. For everyone: free disk, below which uploads
 * pause. Sizes come from the database (the declared size of an archive, the measured size of a build), so where a
 * build's files live does not matter.
 */

/** Free bytes an unprivileged writer may still use on the disk holding a folder. */
export type FreeSpaceProbe = (dir: string) => Promise<number>;

/** statfs of `dir`, or of its nearest existing parent: the upload folder is only created by the first upload. */
export const statfsFreeBytes: FreeSpaceProbe = async (dir) => {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(at) === at) throw error;
    }
  }
};

/**
 * Refuses new work (503, uploads paused) while the disk of any of `diskFolders` has less than `minFreeBytes` free;
 * 0 never pauses. Those are the local disks uploads write to: UPLOAD_DIR (archives the API receives, the check's
 * scratch) and, with the embedded store, OBJECTS_DIR. A bucket has no free space to measure: its quota is the
 * provider's.
 */
export async function assertUploadsOpen(deps: {
  config: UploadConfig;
  diskFolders: string[];
  freeSpace?: FreeSpaceProbe;
}): Promise<void> {
  const { minFreeBytes } = deps.config;
  if (minFreeBytes === 0) return;
  const probe = deps.freeSpace ?? statfsFreeBytes;
  // A disk that cannot even be measured is no place to write to: paused too, never a 500.
  const free = await Promise.all(deps.diskFolders.map((folder) => probe(folder))).catch(() => [0]);
  if (Math.min(...free) < minFreeBytes) throw UploadErrors.uploadsPaused();
}

interface Holdings {
  /** Uploads not submitted yet (an announced one whose URL ran out holds nothing). */
  unsubmitted: number;
  inReview: number;
  /** Bytes held, leaving out the upload `except` names. */
  held: number;
}

/**
 * What one user's uploads hold: an archive its declared size until its check (the bytes received must match it), a
 * build kept by confirm, unsubmitted or waiting for review, the bytes its extraction wrote. Published builds are
 * the catalogue's; rejected and expired ones are the sweep's.
 */
async function holdingsOf(db: Queryable, userId: string, except: string | null = null): Promise<Holdings> {
  const [row] = await db.query<{ unsubmitted: number; in_review: number; held: string | number }>(
    `SELECT count(*) FILTER (WHERE status <> 'pending_review')::int AS unsubmitted,
            count(*) FILTER (WHERE status = 'pending_review')::int AS in_review,
            coalesce(sum(CASE WHEN status IN ('confirmed', 'pending_review') THEN coalesce(extracted_bytes, 0)
                              ELSE file_size END) FILTER (WHERE id IS DISTINCT FROM $2::uuid), 0) AS held
       FROM uploads
      WHERE user_id = $1
        AND status IN ('pending_upload', 'receiving', 'uploaded', 'validating', 'confirmed', 'pending_review')
        AND NOT (status = 'pending_upload' AND expires_at < now())`,
    [userId, except],
  );
  return { unsubmitted: row?.unsubmitted ?? 0, inReview: row?.in_review ?? 0, held: Number(row?.held ?? 0) };
}

/**
 * One quota decision per user at a time: two confirms or submits of the same user cannot both count the other as
 * not there yet. NO KEY UPDATE leaves the rows that reference the user (favourites, comments …) free to be written.
 */
async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/**
 * At preSign, so the uploader learns early: too many unsubmitted uploads (409), too many games waiting for review
 * (409), or held bytes past the cap once this archive arrives (413). Confirm and submit check again with what is
 * really kept.
 */
export async function assertPreSignQuota(
  deps: { db: Db; config: UploadConfig },
  userId: string,
  fileSize: number,
): Promise<void> {
  const holdings = await holdingsOf(deps.db, userId);
  const { maxPending, maxInReview, maxHeldBytes } = deps.config;
  if (holdings.unsubmitted >= maxPending) throw UploadErrors.tooManyPending(maxPending);
  if (holdings.inReview >= maxInReview) throw UploadErrors.tooManyInReview(maxInReview);
  if (holdings.held + fileSize > maxHeldBytes) throw UploadErrors.storageFull(maxHeldBytes);
}

/**
 * At confirm, after extraction: runs `keep` (the write that records the build as confirmed) only if the user's
 * other uploads plus the `bytes` this build measured stay within the cap; else 413, and nothing is recorded.
 */
export async function keepWithinQuota(
  deps: { db: Db; config: UploadConfig },
  upload: { userId: string; fileId: string; bytes: number },
  keep: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, upload.userId);
    const { held } = await holdingsOf(tx, upload.userId, upload.fileId);
    if (held + upload.bytes > deps.config.maxHeldBytes) throw UploadErrors.storageFull(deps.config.maxHeldBytes);
    await keep(tx);
  });
}

/**
 * At submit, first thing in its transaction (the user before the upload row, the order confirm takes them in): one
 * more game waiting for review must stay within `maxInReview` (409), and what the user holds within the byte cap.
 */
export async function assertSubmitQuota(tx: Queryable, config: UploadConfig, userId: string): Promise<void> {
  await lockUser(tx, userId);
  const { inReview, held } = await holdingsOf(tx, userId);
  if (inReview >= config.maxInReview) throw UploadErrors.tooManyInReview(config.maxInReview);
  if (held > config.maxHeldBytes) throw UploadErrors.storageFull(config.maxHeldBytes);
}
