import { rm, stat } from 'node:fs/promises';
import type { ModerationItem, ModerationPage } from '@portal/shared/types/upload';
import { UPLOAD_REJECT_REASON_MAX_LENGTH } from '@portal/shared/types/upload';
import type { Db, Queryable } from '../../db/db.js';
import { offsetOf, toPage } from '../../http/pagination.js';
import { charLength, cleanText } from '../comments/text.js';
import { notifyUploadReview } from '../notifications/service.js';
import { UploadErrors } from '../upload/errors.js';
import { applyGameMeta, type StoredMeta } from '../upload/game-meta.js';
import { toModerationItem, UPLOAD_SELECT, type UploadRow } from '../upload/items.js';
import type { PreviewLinks } from '../upload/preview-links.js';
import { publishBuild, unpublishBuild, versionDirOf } from '../upload/publish.js';
import type { UploadConfig } from '../../config.js';
import { buildDirOf, workDirOf } from '../../storage/archive-store.js';

export interface ModerationDeps {
  db: Db;
  gamesDir: string;
  gamesOrigin: string;
  /** Where unreviewed builds wait (the upload storage root). */
  upload: Pick<UploadConfig, 'dir'>;
  /** Signed URLs of the builds under review. */
  previews: PreviewLinks;
  /** Called after a review changed what the public catalogue shows. */
  onCatalogueChange: () => void;
}

/** Uploads waiting for review, oldest submission first. */
export async function listReviewQueue(
  deps: ModerationDeps,
  options: { page: number; limit: number },
): Promise<ModerationPage> {
  const rows = await deps.db.query<UploadRow>(
    `${UPLOAD_SELECT} WHERE u.status = 'pending_review' ORDER BY u.submitted_at, u.id LIMIT $1 OFFSET $2`,
    [options.limit, offsetOf(options.page, options.limit)],
  );
  const [count] = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM uploads WHERE status = 'pending_review'`,
  );
  return toPage(
    rows.map((row) => toModerationItem(row, deps)),
    count?.n ?? 0,
    options.page,
    options.limit,
  );
}

async function moderationItem(deps: ModerationDeps, fileId: string): Promise<ModerationItem> {
  const [row] = await deps.db.query<UploadRow>(`${UPLOAD_SELECT} WHERE u.id = $1`, [fileId]);
  if (!row) throw UploadErrors.notFound();
  return toModerationItem(row, deps);
}

interface ReviewedRow {
  user_id: string;
  game_id: number;
  version: string;
  meta: StoredMeta;
}

/** Takes a pending upload for review (one moderator wins when two decide at once), or says why not. */
async function takePending(
  tx: Queryable,
  fileId: string,
  moderatorId: string,
  status: 'published' | 'rejected',
  reason: string | null,
): Promise<ReviewedRow> {
  const [row] = await tx.query<ReviewedRow>(
    `UPDATE uploads SET status = $2, reason = $4, reviewed_by = $3, reviewed_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'pending_review' RETURNING user_id, game_id, version, meta`,
    [fileId, status, moderatorId, reason],
  );
  if (row) return row;
  const [exists] = await tx.query('SELECT 1 FROM uploads WHERE id = $1', [fileId]);
  throw exists ? UploadErrors.notPendingReview() : UploadErrors.notFound();
}

/**
 * Publishes the upload: its build leaves the private storage root for its immutable version folder on the games
 * origin and becomes the game's live version (the previous one stays on disk for open tabs, its upload marked
 * replaced), the submitted texts and references apply, and the uploader is told. The move is the last step of
 * the transaction and is undone when the transaction fails.
 */
export async function approveUpload(
  deps: ModerationDeps,
  moderatorId: string,
  fileId: string,
): Promise<ModerationItem> {
  const buildDir = buildDirOf(deps.upload, fileId);
  let published: { versionDir: string; created: boolean } | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const row = await takePending(tx, fileId, moderatorId, 'published', null);
      await tx.query(
        `UPDATE uploads SET status = 'replaced', updated_at = now() WHERE game_id = $1 AND status = 'published' AND id <> $2`,
        [row.game_id, fileId],
      );
      await applyGameMeta(tx, row.game_id, row.meta, { publish: true });
      await notifyUploadReview(tx, row.user_id, { uploadId: fileId, gameTitle: row.meta.title, status: 'approved' });
      const [game] = await tx.query<{ slug: string }>('SELECT slug FROM games WHERE id = $1', [row.game_id]);
      const versionDir = versionDirOf(deps.gamesDir, game!.slug, row.version);
      // A build that vanished from the storage root cannot go live (unless these very bytes already are).
      if (!(await isFolder(buildDir)) && !(await isFolder(versionDir))) throw UploadErrors.notFound();
      published = { versionDir, created: await publishBuild(buildDir, versionDir) };
    });
  } catch (error) {
    if (published?.created) await unpublishBuild(published.versionDir, buildDir);
    throw error;
  }
  await rm(workDirOf(deps.upload.dir, fileId), { recursive: true, force: true });
  deps.onCatalogueChange();
  return moderationItem(deps, fileId);
}

const isFolder = (folder: string) =>
  stat(folder).then(
    (info) => info.isDirectory(),
    () => false,
  );

/**
 * Rejects the upload with a reason the uploader sees. A game that was never published stays out of the
 * catalogue (status rejected); a live game keeps its current version. The rejected build is deleted from the
 * storage root at once, its preview with it (the expiry sweep deletes any the process could not); a version folder
 * left on the games origin by a build submitted before builds stayed private goes too, unless something else
 * still points at the same version.
 */
export async function rejectUpload(
  deps: ModerationDeps,
  moderatorId: string,
  fileId: string,
  rawReason: string,
): Promise<ModerationItem> {
  const reason = cleanText(rawReason);
  if (charLength(reason) < 1 || charLength(reason) > UPLOAD_REJECT_REASON_MAX_LENGTH)
    throw UploadErrors.reasonInvalid(UPLOAD_REJECT_REASON_MAX_LENGTH);
  const row = await deps.db.transaction(async (tx) => {
    const taken = await takePending(tx, fileId, moderatorId, 'rejected', reason);
    await tx.query(
      `UPDATE games SET status = 'rejected', updated_at = now() WHERE id = $1 AND status = 'pending_review'`,
      [taken.game_id],
    );
    await notifyUploadReview(tx, taken.user_id, {
      uploadId: fileId,
      gameTitle: taken.meta.title,
      status: 'rejected',
      reason,
    });
    return taken;
  });
  await rm(workDirOf(deps.upload.dir, fileId), { recursive: true, force: true });
  await removeUnusedVersion(deps, row);
  return moderationItem(deps, fileId);
}

async function removeUnusedVersion(deps: ModerationDeps, row: ReviewedRow): Promise<void> {
  const [used] = await deps.db.query(
    `SELECT 1 FROM games WHERE play_path = $1 AND status = 'published'
     UNION ALL SELECT 1 FROM uploads WHERE game_id = $2 AND version = $3 AND status IN ('pending_review', 'published')`,
    [row.meta.play_path, row.game_id, row.version],
  );
  if (used) return;
  const [game] = await deps.db.query<{ slug: string }>('SELECT slug FROM games WHERE id = $1', [row.game_id]);
  if (game) await rm(versionDirOf(deps.gamesDir, game.slug, row.version), { recursive: true, force: true });
}
