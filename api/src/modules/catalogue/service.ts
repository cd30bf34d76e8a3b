import type { Queryable } from '../../db/db.js';
import type { Category, CategoryDetail, Tag } from '@portal/shared/types/catalogue';
import { notFound } from '../../http/envelope.js';
import type { Language } from '../../i18n/languages.js';

export interface CategoryFilter {
  type?: 'general' | 'special';
  /** Exactly this show_type; without it, the navigation list (nav and all). */
  showType?: 'nav' | 'all' | 'hidden';
  /** One category by slug, whatever its show_type. */
  slug?: string;
}

const CATEGORY_SELECT = `
  SELECT c.slug, c.type, c.show_type, c.sort_order,
         COALESCE(l.name, e.name, c.slug) AS name, COALESCE(NULLIF(l.description, ''), e.description, '') AS description,
         COALESCE((SELECT n::int FROM list_counts WHERE scope = 'c:' || c.id), 0) AS game_count
    FROM categories c
    LEFT JOIN category_i18n l ON l.category_id = c.id AND l.language = $1
    LEFT JOIN category_i18n e ON e.category_id = c.id AND e.language = 'en'`;

/** Navigation categories (only nav and all, product §3) sorted by sort_order, or those matching the filter. */
export async function listCategories(
  db: Queryable,
  language: Language,
  filter: CategoryFilter = {},
): Promise<Category[]> {
  const rows = await db.query<CategoryDetail>(
    `${CATEGORY_SELECT}
      WHERE ($2::text IS NULL OR c.type = $2)
        AND (CASE WHEN $3::text IS NULL THEN c.show_type IN ('nav', 'all') ELSE c.show_type = $3 END)
      ORDER BY c.sort_order, c.slug`,
    [language, filter.type ?? null, filter.showType ?? null],
  );
  return rows.map(({ description: _description, ...category }) => category);
}

export async function getCategory(db: Queryable, language: Language, slug: string): Promise<CategoryDetail> {
  const [row] = await db.query<CategoryDetail>(`${CATEGORY_SELECT} WHERE c.slug = $2`, [language, slug]);
  if (!row) throw notFound(`Category not found: ${slug}`, 40402);
  return row;
}

const TAG_SELECT = `
  SELECT t.slug, COALESCE(l.name, e.name, t.slug) AS name,
         COALESCE((SELECT n::int FROM list_counts WHERE scope = 't:' || t.id), 0) AS game_count
    FROM tags t
    LEFT JOIN tag_i18n l ON l.tag_id = t.id AND l.language = $1
    LEFT JOIN tag_i18n e ON e.tag_id = t.id AND e.language = 'en'`;

/** Tags that label at least one published game, most used first. */
export async function listTags(db: Queryable, language: Language): Promise<Tag[]> {
  return db.query<Tag>(
    `SELECT * FROM (${TAG_SELECT}) t WHERE t.game_count > 0 ORDER BY t.game_count DESC, t.name, t.slug`,
    [language],
  );
}

export async function getTag(db: Queryable, language: Language, slug: string): Promise<Tag> {
  const [row] = await db.query<Tag>(`${TAG_SELECT} WHERE t.slug = $2`, [language, slug]);
  if (!row) throw notFound(`Tag not found: ${slug}`, 40403);
  return row;
}
