import type { SubmitUploadRequest, UploadItem, UploadReport } from '@portal/shared/types/upload';
import {
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  UPLOAD_INSTRUCTIONS_MAX_LENGTH,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_MIN_LENGTH,
} from '@portal/shared/types/upload';
import type { Queryable } from '../../db/db.js';
import { LANGUAGES, type Language } from '../../i18n/languages.js';
import { charLength, cleanText } from '../comments/text.js';
import { UploadErrors } from './errors.js';
import { applyGameMeta, type StoredMeta } from './game-meta.js';
import { playPathOf } from './publish.js';
import { assertSubmitQuota } from './quota.js';
import { getMyUpload, type UploadDeps } from './service.js';
import { previewPrefixOf } from '../../storage/builds.js';
import { slugCandidates, slugFromTitle } from './slug.js';
import { archiveThumbnail, storeImageThumbnail } from './thumbnail.js';

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

function text(field: string, value: string | undefined, min: number, max: number): string {
  const cleaned = cleanText(value ?? '');
  const length = charLength(cleaned);
  if (length < min || length > max) throw UploadErrors.textInvalid(field, `must be ${min} to ${max} characters`);
  return cleaned;
}

/** The submission's texts and references, checked before anything is locked or moved. */
async function validateSubmission(db: Queryable, request: SubmitUploadRequest) {
  // A title is one line: runs of white space (newlines included) become one space.
  const title = text('title', request.title.replace(/\s+/g, ' '), UPLOAD_TITLE_MIN_LENGTH, UPLOAD_TITLE_MAX_LENGTH);
  const description = text('description', request.description, 0, UPLOAD_DESCRIPTION_MAX_LENGTH);
  const instructions = text('instructions', request.instructions, 0, UPLOAD_INSTRUCTIONS_MAX_LENGTH);
  const textLanguage = request.text_language ?? 'en';
  if (!isLanguage(textLanguage))
    throw UploadErrors.textInvalid('text_language', `must be one of ${LANGUAGES.join(', ')}`);
  const languages = [...new Set(request.languages)];
  const unknownLanguage = languages.find((code) => !isLanguage(code));
  if (unknownLanguage !== undefined)
    throw UploadErrors.textInvalid('languages', `has an unknown locale: ${unknownLanguage}`);
  // Hidden categories (e.g. featured) are the editors' to assign.
  const [category] = await db.query(`SELECT 1 FROM categories WHERE slug = $1 AND show_type <> 'hidden'`, [
    request.category,
  ]);
  if (!category) throw UploadErrors.unknownCategory(request.category);
  const tags = [...new Set(request.tags ?? [])];
  const known = new Set(
    (await db.query<{ slug: string }>('SELECT slug FROM tags WHERE slug = ANY($1::text[])', [tags])).map((r) => r.slug),
  );
  const unknownTag = tags.find((tag) => !known.has(tag));
  if (unknownTag !== undefined) throw UploadErrors.unknownTag(unknownTag);
  return { title, description, instructions, textLanguage, languages, tags };
}

/** Creates the game row of a new upload under the first free slug made from its title. */
async function createGame(tx: Queryable, title: string, userId: string): Promise<{ id: number; slug: string }> {
  for (const slug of slugCandidates(slugFromTitle(title))) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO games (slug, status, play_path, source, owner_id) VALUES ($1, 'pending_review', '', 'upload', $2)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [slug, userId],
    );
    if (row) return { id: Number(row.id), slug };
  }
  throw new Error('unreachable: slug candidates never end');
}

/**
 * Step 3: turns a confirmed upload into a game waiting for review. A new game is created (status
 * pending_review, invisible everywhere public); a new version of one's own game leaves the live version alone
 * until approval. The build stays where confirm put it, under previews/ in the object store: unreviewed code is
 * never served as a game. Its uploader and moderators try it through signed preview URLs; approval copies it to
 * its version under games/ (moderation/service.ts).
 */
export async function submitUpload(
  deps: UploadDeps,
  userId: string,
  request: SubmitUploadRequest,
): Promise<UploadItem> {
  const { db, config } = deps;
  const valid = await validateSubmission(db, request);
  await db.transaction(async (tx) => {
    await assertSubmitQuota(tx, config, userId);
    const [upload] = await tx.query<{ status: string; version: string | null; report: UploadReport | null }>(
      'SELECT status, version, report FROM uploads WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [request.file_id, userId],
    );
    if (!upload) throw UploadErrors.notFound();
    if (upload.status !== 'confirmed' || !upload.version || !upload.report) throw UploadErrors.notSubmittable();
    let game: { id: number; slug: string };
    if (request.game_slug) {
      const [own] = await tx.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM games WHERE slug = $1 AND owner_id = $2 AND source = 'upload' AND status <> 'removed' FOR UPDATE`,
        [request.game_slug, userId],
      );
      if (!own) throw UploadErrors.gameNotFound();
      const [pending] = await tx.query('SELECT 1 FROM uploads WHERE game_id = $1 AND status = $2', [
        own.id,
        'pending_review',
      ]);
      if (pending) throw UploadErrors.reviewPending();
      game = { id: Number(own.id), slug: own.slug };
    } else {
      game = await createGame(tx, valid.title, userId);
    }
    const [author] = await tx.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
    // Paths as they will be once approved; until then the item's links point into the private build.
    const versionPath = `/${game.slug}/${upload.version}`;
    const thumbnailPath =
      request.thumbnail.source === 'image'
        ? await storeImageThumbnail(deps.objects, game.slug, request.thumbnail.data_url)
        : await archiveThumbnail(
            deps.objects,
            previewPrefixOf(request.file_id),
            versionPath,
            request.thumbnail.path,
            upload.report.stripped_prefix,
          );
    const meta: StoredMeta = {
      title: valid.title,
      description: valid.description,
      instructions: valid.instructions,
      text_language: valid.textLanguage,
      category: request.category,
      tags: valid.tags,
      orientation: request.orientation,
      width: request.width ?? null,
      height: request.height ?? null,
      languages: valid.languages,
      play_path: playPathOf(game.slug, upload.version),
      thumbnail_path: thumbnailPath,
      author: author?.name ?? '',
      is_update: Boolean(request.game_slug),
    };
    await tx.query(
      `UPDATE uploads SET status = 'pending_review', game_id = $2, meta = $3::jsonb, submitted_at = now(), updated_at = now() WHERE id = $1`,
      [request.file_id, game.id, JSON.stringify(meta)],
    );
    if (!request.game_slug) await applyGameMeta(tx, game.id, meta, { publish: false });
  });
  return getMyUpload(deps, userId, request.file_id);
}
