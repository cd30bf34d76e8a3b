import type { Queryable } from '../../db/db.js';
import type { Category, GameSummary } from '@portal/shared/types/catalogue';
import type { Language } from '../../i18n/languages.js';

export interface CategoryFilter {
  type?: 'general' | 'special';
  /** Exactly this show_type; without it, the navigation list (nav and all). */
  showType?: 'nav' | 'all' | 'hidden';
}

export async function listCategories(db: Queryable, language: Language, filter: CategoryFilter = {}): Promise<Category[]> {
  return db.query<Category>(
    `SELECT c.slug, c.type, c.show_type, c.sort_order,
            COALESCE(l.name, e.name, c.slug) AS name,
            (SELECT count(*)::int FROM game_categories gc JOIN games g ON g.id = gc.game_id
              WHERE gc.category_id = c.id AND g.status = 'published') AS game_count
       FROM categories c
       LEFT JOIN category_i18n l ON l.category_id = c.id AND l.language = $1
       LEFT JOIN category_i18n e ON e.category_id = c.id AND e.language = 'en'
      WHERE ($2::text IS NULL OR c.type = $2)
        AND (CASE WHEN $3::text IS NULL THEN c.show_type IN ('nav', 'all') ELSE c.show_type = $3 END)
      ORDER BY c.sort_order, c.slug`,
    [language, filter.type ?? null, filter.showType ?? null],
  );
}

interface SummarySqlRow extends Omit<GameSummary, 'category'> {
  category_slug: string | null;
  category_name: string | null;
}

/** Card fields of published games in a language (English where a translation is missing). */
const SUMMARY_SELECT = `
  SELECT g.slug, COALESCE(l.title, e.title, g.slug) AS title, COALESCE(l.description, e.description, '') AS description,
         g.thumbnail, g.likes, g.plays, mc.slug AS category_slug, COALESCE(mcl.name, mce.name) AS category_name
    FROM games g
    LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
    LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'
    LEFT JOIN LATERAL (
      SELECT c.id, c.slug FROM game_categories gc JOIN categories c ON c.id = gc.category_id
       WHERE gc.game_id = g.id ORDER BY gc.position, c.sort_order LIMIT 1) mc ON true
    LEFT JOIN category_i18n mcl ON mcl.category_id = mc.id AND mcl.language = $1
    LEFT JOIN category_i18n mce ON mce.category_id = mc.id AND mce.language = 'en'
   WHERE g.status = 'published'`;

export function toSummary(row: SummarySqlRow, gamesOrigin: string): GameSummary {
  const { category_slug, category_name, ...rest } = row;
  return {
    ...rest,
    thumbnail: row.thumbnail ? new URL(row.thumbnail, gamesOrigin).href : '',
    category: category_slug ? { slug: category_slug, name: category_name ?? category_slug } : null,
  };
}

/** Most played published games, optionally of one category. */
export async function listHotGames(
  db: Queryable,
  options: { language: Language; limit: number; category?: string; gamesOrigin: string },
): Promise<GameSummary[]> {
  const rows = await db.query<SummarySqlRow>(
    `${SUMMARY_SELECT}
       AND ($2::text IS NULL OR EXISTS (
             SELECT 1 FROM game_categories gc JOIN categories c ON c.id = gc.category_id
              WHERE gc.game_id = g.id AND c.slug = $2))
     ORDER BY g.plays DESC, g.likes DESC, g.slug
     LIMIT $3`,
    [options.language, options.category ?? null, options.limit],
  );
  return rows.map((row) => toSummary(row, options.gamesOrigin));
}
