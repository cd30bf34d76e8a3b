import type { ObjectStore } from '@portal/object-store';
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
import { publishBuild } from '../upload/publish.js';
import { previewPrefixOf, versionPrefixOf } from '../../storage/builds.js';

export interface ModerationDeps {
  db: Db;
  gamesOrigin: string;
  /** Where unreviewed builds wait (previews/) and published ones are served from (games/). */
  objects: ObjectStore;
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
 * Publishes the upload: its build is copied from previews/ to its immutable version under games/ and becomes the
 * game's live version (the previous one stays stored for open tabs, its upload marked replaced), the submitted texts
 * and references apply, and the uploader is told. The copy is the last step of the transaction; a version it wrote
 * is deleted again when the transaction fails.
 */
export async function approveUpload(
  deps: ModerationDeps,
  moderatorId: string,
  fileId: string,
): Promise<ModerationItem> {
  let written: string | undefined;
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
      const created = await publishBuild(deps.objects, fileId, game!.slug, row.version);
      // A build that vanished from the store cannot go live (unless these very bytes already are).
      if (created === null) throw UploadErrors.notFound();
      if (created) written = versionPrefixOf(game!.slug, row.version);
    });
  } catch (error) {
    if (written) await deps.objects.deletePrefix(written);
    throw error;
  }
  await deps.objects.deletePrefix(previewPrefixOf(fileId));
  deps.onCatalogueChange();
  return moderationItem(deps, fileId);
}

/**
 * Rejects the upload with a reason the uploader sees. A game that was never published stays out of the
 * catalogue (status rejected); a live game keeps its current version. The rejected build is deleted from previews/
 * at once (the expiry sweep deletes any the process could not); a version left under games/ by a build submitted
 * before builds stayed private goes too, unless something else still points at the same version.
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
  await deps.objects.deletePrefix(previewPrefixOf(fileId));
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
  if (game) await deps.objects.deletePrefix(versionPrefixOf(game.slug, row.version));
}
