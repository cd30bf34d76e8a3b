import type { GameOrientation } from '@portal/shared/types/catalogue';
import type { Queryable } from '../../db/db.js';

/** What a submit stored in uploads.meta: everything the game row gets once the upload is approved. */
export interface StoredMeta {
  title: string;
  description: string;
  instructions: string;
  text_language: string;
  category: string;
  tags: string[];
  orientation: GameOrientation;
  width: number | null;
  height: number | null;
  languages: string[];
  play_path: string;
  thumbnail_path: string;
  author: string;
  /** True when the game already existed (a new version of it). */
  is_update: boolean;
}

/**
 * Writes a submission onto its game: build path, thumbnail, texts, category, tags, languages. With `publish` the
 * game also goes live (first publication keeps its date; later versions only move updated_at). Texts are stored
 * in their language and, when that is not English, also as the English row, which every other locale falls back on.
 */
export async function applyGameMeta(
  tx: Queryable,
  gameId: number,
  meta: StoredMeta,
  options: { publish: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE games SET play_path = $2, thumbnail = $3, orientation = $4, width = $5, height = $6, languages = $7::text[],
            author = $8, updated_at = now()
            ${options.publish ? ", status = 'published', published_at = COALESCE(published_at, now())" : ''}
      WHERE id = $1`,
    [
      gameId,
      meta.play_path,
      meta.thumbnail_path,
      meta.orientation,
      meta.width,
      meta.height,
      meta.languages,
      meta.author,
    ],
  );
  await tx.query('DELETE FROM game_i18n WHERE game_id = $1', [gameId]);
  const languages = meta.text_language === 'en' ? ['en'] : [meta.text_language, 'en'];
  for (const language of languages) {
    await tx.query(
      `INSERT INTO game_i18n (game_id, language, title, description, instructions) VALUES ($1, $2, $3, $4, $5)`,
      [gameId, language, meta.title, meta.description, meta.instructions],
    );
  }
  await tx.query('DELETE FROM game_categories WHERE game_id = $1', [gameId]);
  await tx.query(
    `INSERT INTO game_categories (game_id, category_id, position) SELECT $1, id, 0 FROM categories WHERE slug = $2`,
    [gameId, meta.category],
  );
  await tx.query('DELETE FROM game_tags WHERE game_id = $1', [gameId]);
  await tx.query(`INSERT INTO game_tags (game_id, tag_id) SELECT $1, id FROM tags WHERE slug = ANY($2::text[])`, [
    gameId,
    meta.tags,
  ]);
}
