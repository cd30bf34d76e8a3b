import type { Queryable } from '../../db/db.js';
import type {
  GameDetail,
  GameSitemapEntry,
  GameSort,
  GameSummary,
  NamedRef,
  Page,
} from '@portal/shared/types/catalogue';
import { offsetOf, toPage } from '../../http/pagination.js';
import { notFound } from '../../http/envelope.js';
import type { Language } from '../../i18n/languages.js';
import { ORDER_BY, SqlParams, SUMMARY_SELECT, toIso, toSummary, type SummarySqlRow } from './summary.js';

export interface ListContext {
  language: Language;
  gamesOrigin: string;
}

export interface GameFilter {
  /** Games filed under this category slug. */
  category?: string;
  /** Games carrying this tag slug. */
  tag?: string;
}

function filterSql(filter: GameFilter, params: SqlParams): string {
  let sql = '';
  if (filter.category) {
    sql += ` AND EXISTS (SELECT 1 FROM game_categories fc JOIN categories c ON c.id = fc.category_id
                          WHERE fc.game_id = g.id AND c.slug = ${params.add(filter.category)})`;
  }
  if (filter.tag) {
    sql += ` AND EXISTS (SELECT 1 FROM game_tags ft JOIN tags t ON t.id = ft.tag_id
                          WHERE ft.game_id = g.id AND t.slug = ${params.add(filter.tag)})`;
  }
  return sql;
}

/** One page of published games, filtered and sorted (hot: most played, new: latest published, top: most liked). */
export async function listGames(
  db: Queryable,
  context: ListContext,
  options: GameFilter & { sort: GameSort; page: number; limit: number },
): Promise<Page<GameSummary>> {
  const params = new SqlParams(context.language);
  const where = filterSql(options, params);
  const rows = await db.query<SummarySqlRow>(
    `${SUMMARY_SELECT} ${where} ORDER BY ${ORDER_BY[options.sort]}
      LIMIT ${params.add(options.limit)} OFFSET ${params.add(offsetOf(options.page, options.limit))}`,
    params.values,
  );
  const total = rows[0] ? Number(rows[0].total_count) : await countGames(db, context.language, options);
  return toPage(
    rows.map((row) => toSummary(row, context.gamesOrigin)),
    total,
    options.page,
    options.limit,
  );
}

/** The total when the requested page is past the end (so the window count is not available). */
async function countGames(db: Queryable, language: Language, filter: GameFilter): Promise<number> {
  const params = new SqlParams(language);
  const where = filterSql(filter, params);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM games g WHERE g.status = 'published' AND $1::text IS NOT NULL ${where}`,
    params.values,
  );
  return row?.n ?? 0;
}

/** A short list (hot or new), optionally of one category. */
export async function listTop(
  db: Queryable,
  context: ListContext,
  options: { sort: GameSort; limit: number; category?: string },
): Promise<GameSummary[]> {
  const page = await listGames(db, context, { ...options, page: 1 });
  return page.items;
}

/** Curated games (the hidden "featured" category) first, topped up with the most liked so the row is never empty. */
export async function listFeatured(
  db: Queryable,
  context: ListContext,
  options: { limit: number; category?: string },
): Promise<GameSummary[]> {
  const params = new SqlParams(context.language);
  const where = filterSql({ category: options.category }, params);
  const rows = await db.query<SummarySqlRow>(
    `${SUMMARY_SELECT} ${where}
     ORDER BY EXISTS (SELECT 1 FROM game_categories fc JOIN categories c ON c.id = fc.category_id
                       WHERE fc.game_id = g.id AND c.slug = 'featured') DESC, ${ORDER_BY.top}
     LIMIT ${params.add(options.limit)}`,
    params.values,
  );
  return rows.map((row) => toSummary(row, context.gamesOrigin));
}

interface DetailSqlRow extends SummarySqlRow {
  instructions: string;
  play_path: string;
  orientation: GameDetail['orientation'];
  width: number | null;
  height: number | null;
  views: number;
  author: string;
  published_at: Date | string | null;
  updated_at: Date | string;
  categories: NamedRef[] | null;
  tags: NamedRef[] | null;
}

const namedRefs = (table: 'category' | 'tag', link: string) => `
  (SELECT json_agg(json_build_object('slug', x.slug, 'name', COALESCE(xl.name, xe.name, x.slug)) ORDER BY ${link === 'game_categories' ? 'gx.position, x.sort_order' : 'x.slug'})
     FROM ${link} gx JOIN ${table === 'category' ? 'categories' : 'tags'} x ON x.id = gx.${table}_id
     LEFT JOIN ${table}_i18n xl ON xl.${table}_id = x.id AND xl.language = $1
     LEFT JOIN ${table}_i18n xe ON xe.${table}_id = x.id AND xe.language = 'en'
    WHERE gx.game_id = g.id ${table === 'category' ? "AND x.show_type <> 'hidden'" : ''})`;

/** Everything the game page needs, or a 404 for an unknown or unpublished slug. */
export async function getGame(
  db: Queryable,
  context: ListContext,
  slug: string,
): Promise<Omit<GameDetail, 'liked'> & { id: number }> {
  const [row] = await db.query<DetailSqlRow>(
    `SELECT q.*, g.play_path, g.orientation, g.width, g.height, g.views, g.author, g.published_at, g.updated_at,
            COALESCE(l.instructions, e.instructions, '') AS instructions,
            ${namedRefs('category', 'game_categories')} AS categories,
            ${namedRefs('tag', 'game_tags')} AS tags
       FROM (${SUMMARY_SELECT} AND g.slug = $2) q
       JOIN games g ON g.id = q.id
       LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
       LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'`,
    [context.language, slug],
  );
  if (!row) throw notFound(`Game not found: ${slug}`, 40401);
  const playUrl = new URL(row.play_path, context.gamesOrigin);
  playUrl.searchParams.set('lang', context.language);
  return {
    ...toSummary(row, context.gamesOrigin),
    id: row.id,
    instructions: row.instructions,
    play_url: playUrl.href,
    orientation: row.orientation,
    width: row.width,
    height: row.height,
    aspect_ratio: row.width && row.height ? Math.round((row.width / row.height) * 10_000) / 10_000 : null,
    categories: row.categories ?? [],
    tags: row.tags ?? [],
    views: Number(row.views),
    author: row.author,
    published_at: toIso(row.published_at),
    updated_at: toIso(row.updated_at)!,
  };
}

export async function hasLiked(db: Queryable, gameId: number, actor: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM game_likes WHERE game_id = $1 AND actor = $2', [gameId, actor]);
  return rows.length > 0;
}

/**
 * Games related to one: sharing categories (3 each) and tags (2 each, divided by how many games carry the tag, so
 * "retro" counts for more than "keyboard"), then by popularity; topped up with popular games. Without a slug, the
 * most played.
 */
export async function recommendGames(
  db: Queryable,
  context: ListContext,
  options: { slug?: string; limit: number },
): Promise<GameSummary[]> {
  if (!options.slug) return listTop(db, context, { sort: 'hot', limit: options.limit });
  const [target] = await db.query<{ id: number }>(`SELECT id FROM games WHERE slug = $1 AND status = 'published'`, [
    options.slug,
  ]);
  if (!target) throw notFound(`Game not found: ${options.slug}`, 40401);
  const rows = await db.query<SummarySqlRow>(
    `${SUMMARY_SELECT} AND g.id <> $2
     ORDER BY 3 * (SELECT count(*) FROM game_categories a JOIN game_categories b ON a.category_id = b.category_id
                    WHERE a.game_id = $2 AND b.game_id = g.id)
            + 2 * (SELECT COALESCE(sum(1.0 / (SELECT count(*) FROM game_tags n WHERE n.tag_id = a.tag_id)), 0)
                     FROM game_tags a JOIN game_tags b ON a.tag_id = b.tag_id
                    WHERE a.game_id = $2 AND b.game_id = g.id) DESC,
              ${ORDER_BY.hot}
     LIMIT $3`,
    [context.language, target.id, options.limit],
  );
  return rows.map((row) => toSummary(row, context.gamesOrigin));
}

/** Every published game with its last change, for sitemaps and the games sitemap page. */
export async function listAllGames(db: Queryable, language: Language): Promise<GameSitemapEntry[]> {
  const rows = await db.query<{ slug: string; title: string; updated_at: Date | string }>(
    `SELECT g.slug, COALESCE(l.title, e.title, g.slug) AS title, greatest(g.updated_at, g.published_at) AS updated_at
       FROM games g
       LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
       LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'
      WHERE g.status = 'published'
      ORDER BY g.slug`,
    [language],
  );
  return rows.map((row) => ({ slug: row.slug, title: row.title, updated_at: toIso(row.updated_at)! }));
}
