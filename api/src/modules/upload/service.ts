import { rm } from 'node:fs/promises';
import { finished, PassThrough, type Readable } from 'node:stream';
import type {
  PreSignRequest,
  PreSignResult,
  UploadItem,
  UploadPage,
  UploadPutResult,
  UploadReport,
} from '@portal/shared/types/upload';
import { UPLOAD_ZIP_CONTENT_TYPES } from '@portal/shared/types/upload';
import type { UploadConfig } from '../../config.js';
import type { Db, Queryable } from '../../db/db.js';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { ObjectStore } from '@portal/object-store';
import { type ArchiveStore, buildDirOf, workDirOf } from '../../storage/archive-store.js';
import { hasBuild, previewPrefixOf, putFolder } from '../../storage/builds.js';
import { checkArchive } from './archive/check.js';
import { isModerator } from '../moderation/roles.js';
import { UploadErrors } from './errors.js';
import { toUploadItem, UPLOAD_SELECT, type UploadRow } from './items.js';
import { assertPreSignQuota, assertUploadsOpen, type FreeSpaceProbe, keepWithinQuota } from './quota.js';
import type { UploadUrlSigner } from './signed-url.js';
import type { PreviewLinks } from './preview-links.js';

export interface UploadDeps {
  db: Db;
  config: UploadConfig;
  gamesOrigin: string;
  store: ArchiveStore;
  /** Where checked builds wait for review and published ones live (storage/builds.ts). */
  objects: ObjectStore;
  signer: UploadUrlSigner;
  /** Signed URLs of unreviewed builds, for their uploader and moderators. */
  previews: PreviewLinks;
  /** Path prefix of the API's routes (/app/api/v1), for the API's own upload URLs. */
  apiPrefix: string;
  /** Free disk of a folder (tests stand in for statfs). */
  freeSpace?: FreeSpaceProbe;
  /** The folders whose disk must keep UPLOAD_MIN_FREE_BYTES free (quota.ts). */
  diskFolders: string[];
}

/** A plain file name: no folders, ending in .zip, 255 UTF-16 units at most... */
const FILE_NAME = /^[^/\\]{1,251}\.zip$/i;
/** ...and no C0 control character or DEL (\p{Cc} without its C1 range). */
const CONTROL = /[^\P{Cc}\u0080-\u009f]/u;

/**
 * A short-lived signed URL of the checked build on its preview origin (games-origin/previews.ts), or null when there
 * is none (problems found). Only answers to its uploader and to moderators carry it.
 */
export async function previewUrlOf(
  deps: Pick<UploadDeps, 'objects' | 'previews'>,
  fileId: string,
): Promise<string | null> {
  return (await hasBuild(deps.objects, previewPrefixOf(fileId))) ? deps.previews.urlOf(fileId) : null;
}

/**
 * A fresh preview URL of an unreviewed build, for an open page whose URL ran out: its uploader's (checked or waiting
 * for review) or, for a build waiting for review, a moderator's. Anyone else is answered as for a missing upload.
 */
export async function freshPreviewUrl(
  deps: Pick<UploadDeps, 'db' | 'config' | 'objects' | 'previews'>,
  userId: string,
  fileId: string,
): Promise<{ preview_url: string | null }> {
  const [row] = await deps.db.query<{ user_id: string; status: string }>(
    'SELECT user_id, status FROM uploads WHERE id = $1',
    [fileId],
  );
  const allowed =
    row &&
    (row.user_id === userId || (row.status === 'pending_review' && (await isModerator(deps.db, deps.config, userId))));
  if (!allowed) throw UploadErrors.notFound();
  const unreviewed = row.status === 'confirmed' || row.status === 'pending_review';
  return { preview_url: unreviewed ? await previewUrlOf(deps, fileId) : null };
}

/** Step 1: records the announced archive and hands out where to send it (the API's signed URL, or S3's). */
export async function preSign(deps: UploadDeps, userId: string, request: PreSignRequest): Promise<PreSignResult> {
  const { config } = deps;
  const name = request.file_name;
  if (!FILE_NAME.test(name) || CONTROL.test(name) || name.trim() !== name) throw UploadErrors.fileNameInvalid();
  if (!(UPLOAD_ZIP_CONTENT_TYPES as readonly string[]).includes(request.content_type.toLowerCase()))
    throw UploadErrors.contentTypeInvalid();
  if (request.file_size > config.maxBytes) throw UploadErrors.fileTooLarge(config.maxBytes);
  await assertUploadsOpen(deps);
  await assertPreSignQuota(deps, userId, request.file_size);
  const expiresAt = Math.floor(Date.now() / 1000) + config.urlTtlSeconds;
  const [row] = await deps.db.query<{ id: string }>(
    `INSERT INTO uploads (user_id, file_name, file_size, content_type, expires_at) VALUES ($1, $2, $3, $4, to_timestamp($5)) RETURNING id`,
    [userId, request.file_name, request.file_size, request.content_type.toLowerCase(), expiresAt],
  );
  const fileId = row!.id;
  const base = {
    file_id: fileId,
    method: 'PUT' as const,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    max_size: request.file_size,
  };
  if (deps.store.kind === 's3') {
    const target = await deps.store.presignPut(fileId, {
      size: request.file_size,
      contentType: request.content_type.toLowerCase(),
      expiresInSeconds: config.urlTtlSeconds,
    });
    return { ...base, upload_url: target.url, headers: target.headers };
  }
  const query = new URLSearchParams({ expires: String(expiresAt), sig: deps.signer.sign(fileId, expiresAt) });
  const url = `${config.urlOrigin ?? ''}${deps.apiPrefix}/upload/put/${fileId}?${query}`;
  return { ...base, upload_url: url, headers: { 'content-type': request.content_type.toLowerCase() } };
}

/** Why a PUT could not take the upload: unknown id, already used, or expired. */
async function refusePut(db: Db, fileId: string): Promise<never> {
  const [row] = await db.query<{ status: string; expired: boolean }>(
    'SELECT status, expires_at < now() AS expired FROM uploads WHERE id = $1',
    [fileId],
  );
  if (!row) throw UploadErrors.notFound();
  if (row.status !== 'pending_upload') throw UploadErrors.urlUsed();
  throw UploadErrors.urlExpired();
}

/**
 * The API's own upload URL (local storage): checks the signature and expiry, takes the upload (single use: only
 * a pending one, atomically), then streams the body to disk with the declared size as the hard limit. A failed
 * transfer gives the upload back, so the same URL may be retried until it expires.
 */
export async function receiveUpload(
  deps: UploadDeps,
  fileId: string,
  signed: { expires: number; sig: string },
  body: Readable,
  contentLength: number | undefined,
): Promise<UploadPutResult> {
  const check = deps.signer.check(fileId, signed.expires, signed.sig);
  if (check === 'invalid') throw UploadErrors.urlInvalid();
  if (check === 'expired') throw UploadErrors.urlExpired();
  if (deps.store.kind !== 'local') throw UploadErrors.urlInvalid();
  const [claimed] = await deps.db.query<{ file_size: string | number }>(
    `UPDATE uploads SET status = 'receiving', updated_at = now()
      WHERE id = $1 AND status = 'pending_upload' AND expires_at > now() RETURNING file_size`,
    [fileId],
  );
  if (!claimed) return refusePut(deps.db, fileId);
  const declared = Number(claimed.file_size);
  try {
    if (contentLength !== undefined && contentLength > declared) throw UploadErrors.fileTooLarge(declared);
    if (contentLength !== undefined && contentLength < declared) throw UploadErrors.sizeMismatch();
    // The request itself is piped, not handed to pipeline(): on an oversize body the request must stay open so
    // the 413 can still be answered (with Connection: close) instead of the socket being torn down.
    const tap = new PassThrough();
    body.pipe(tap);
    // pipe() does not forward failures: a client that hangs up must fail the write, not leave it waiting.
    finished(body, (error) => {
      if (error) tap.destroy(error);
    });
    const size = await deps.store
      .receive(fileId, tap, declared, () => UploadErrors.fileTooLarge(declared))
      .finally(() => body.unpipe(tap));
    if (size !== declared) {
      await deps.store.remove(fileId);
      throw UploadErrors.sizeMismatch();
    }
    await deps.db.query(`UPDATE uploads SET status = 'uploaded', updated_at = now() WHERE id = $1`, [fileId]);
    return { file_id: fileId, size };
  } catch (error) {
    await deps.db.query(
      `UPDATE uploads SET status = 'pending_upload', updated_at = now() WHERE id = $1 AND status = 'receiving'`,
      [fileId],
    );
    throw error;
  }
}

/** A check left half-done by a crashed process may be taken over after this long. */
const STALE_VALIDATION = "interval '10 minutes'";

/**
 * Step 2: inspects the archive (every check of archive/check.ts) and keeps the extracted build for submit. One check
 * at a time per upload; asking again afterwards answers the stored report.
 */
export async function confirmUpload(deps: UploadDeps, userId: string, fileId: string): Promise<UploadReport> {
  const { db, config, store } = deps;
  // With S3 the bytes go straight to the bucket: a pending upload may already have them.
  const ready = store.kind === 's3' ? "('uploaded', 'pending_upload')" : "('uploaded')";
  const [claimed] = await db.query<{ status: string }>(
    `UPDATE uploads SET status = 'validating', updated_at = now()
      WHERE id = $1 AND user_id = $2
        AND (status IN ${ready} OR (status = 'validating' AND updated_at < now() - ${STALE_VALIDATION}))
      RETURNING status`,
    [fileId, userId],
  );
  if (!claimed) {
    const [row] = await db.query<{ status: string; report: UploadReport | null }>(
      'SELECT status, report FROM uploads WHERE id = $1 AND user_id = $2',
      [fileId, userId],
    );
    if (!row) throw UploadErrors.notFound();
    if (row.status === 'validating') throw UploadErrors.validating();
    if (row.report) return row.report;
    throw UploadErrors.notUploaded();
  }
  const giveBack = (status: string) =>
    db.query(`UPDATE uploads SET status = $2, updated_at = now() WHERE id = $1 AND status = 'validating'`, [
      fileId,
      status,
    ]);
  try {
    await assertUploadsOpen(deps);
    const archive = await store.fetch(fileId, config.maxBytes, () => UploadErrors.fileTooLarge(config.maxBytes));
    if (!archive) {
      await giveBack(store.kind === 's3' ? 'pending_upload' : 'uploaded');
      throw UploadErrors.notUploaded();
    }
    // The extraction is scratch of this request: a checked build goes to the object store, where any replica finds
    // it for submit, preview and review, and the local folder is deleted before answering.
    const buildDir = buildDirOf(config, fileId);
    const preview = previewPrefixOf(fileId);
    let result;
    try {
      result = await checkArchive(archive.path, archive.size, buildDir, config);
      await deps.objects.deletePrefix(preview);
      if (result.report.ok) await putFolder(deps.objects, buildDir, preview);
    } finally {
      await archive.release();
      await rm(workDirOf(config.dir, fileId), { recursive: true, force: true });
    }
    const record = (q: Queryable) =>
      q.query(
        `UPDATE uploads SET status = $2, report = $3::jsonb, version = $4, extracted_bytes = $5, updated_at = now() WHERE id = $1`,
        [
          fileId,
          result.report.ok ? 'confirmed' : 'invalid',
          JSON.stringify(result.report),
          result.version,
          result.extractedBytes,
        ],
      );
    const kept = result.report.ok
      ? keepWithinQuota(deps, { userId, fileId, bytes: result.extractedBytes }, record)
      : record(db);
    // Refused (over the held-bytes cap, 413): the build just stored goes, the archive stays for a later confirm.
    await kept.catch(async (error: unknown) => {
      await deps.objects.deletePrefix(preview);
      throw error;
    });
    // Only the checked build matters from here on; an archive with problems is not kept either.
    await store.remove(fileId);
    return result.report;
  } catch (error) {
    await giveBack(store.kind === 's3' ? 'pending_upload' : 'uploaded');
    throw error;
  }
}

export async function listMyUploads(
  deps: UploadDeps,
  userId: string,
  options: { page: number; limit: number },
): Promise<UploadPage> {
  const rows = await deps.db.query<UploadRow>(
    `${UPLOAD_SELECT} WHERE u.user_id = $1 ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
    [userId, options.limit, offsetOf(options.page, options.limit)],
  );
  const [count] = await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE user_id = $1', [
    userId,
  ]);
  return toPage(
    rows.map((row) => toUploadItem(row, deps)),
    count?.n ?? 0,
    options.page,
    options.limit,
  );
}

/** One of the user's uploads; another user's is answered exactly like a missing one. */
export async function getMyUpload(
  deps: Pick<UploadDeps, 'db' | 'gamesOrigin' | 'previews'>,
  userId: string,
  fileId: string,
): Promise<UploadItem> {
  const [row] = await deps.db.query<UploadRow>(`${UPLOAD_SELECT} WHERE u.id = $1 AND u.user_id = $2`, [fileId, userId]);
  if (!row) throw UploadErrors.notFound();
  return toUploadItem(row, deps);
}
