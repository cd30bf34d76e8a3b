import type { Queryable } from '../../db/db.js';
import type {
  GameDetail,
  GameSitemapEntry,
  GameSort,
  GameSummary,
  NamedRef,
  Page,
} from '@portal/shared/types/catalogue';
import { gameFileUrl } from '@portal/shared/catalogue/gameOrigins';
import { offsetOf, toPage } from '../../http/pagination.js';
import { notFound } from '../../http/envelope.js';
import type { Language } from '../../i18n/languages.js';
import { cardsOf, countListed, rankedIds, type GameFilter } from './ranked.js';
import { ORDER_BY, SqlParams, SUMMARY_SELECT, toIso, toSummary, type SummarySqlRow } from './summary.js';

export type { GameFilter } from './ranked.js';

/** Games per category and per tag of the target that recommendations consider (the most played of each). */
const RECOMMEND_CANDIDATES = 100;

export interface ListContext {
  language: Language;
  gamesOrigin: string;
}

/** One page of published games, filtered and sorted (hot: most played, new: latest published, top: best rated). */
export async function listGames(
  db: Queryable,
  context: ListContext,
  options: GameFilter & { sort: GameSort; page: number; limit: number },
): Promise<Page<GameSummary>> {
  const [ids, total] = await Promise.all([
    rankedIds(db, options, { sort: options.sort, limit: options.limit, offset: offsetOf(options.page, options.limit) }),
    countListed(db, options),
  ]);
  const rows = await cardsOf(db, context.language, ids);
  return toPage(
    rows.map((row) => toSummary(row, context.gamesOrigin)),
    total,
    options.page,
    options.limit,
  );
}

/** A short list (hot or new), optionally of one category. */
export async function listTop(
  db: Queryable,
  context: ListContext,
  options: { sort: GameSort; limit: number; category?: string },
): Promise<GameSummary[]> {
  const ids = await rankedIds(db, options, { sort: options.sort, limit: options.limit, offset: 0 });
  return (await cardsOf(db, context.language, ids)).map((row) => toSummary(row, context.gamesOrigin));
}

/** Curated games (the hidden "featured" category) first, topped up with the best rated so the row is never empty. */
export async function listFeatured(
  db: Queryable,
  context: ListContext,
  options: { limit: number; category?: string },
): Promise<GameSummary[]> {
  const params = new SqlParams(context.language);
  const inCategory = options.category
    ? `AND EXISTS (SELECT 1 FROM game_categories y JOIN categories c ON c.id = y.category_id
                    WHERE y.game_id = x.game_id AND c.slug = ${params.add(options.category)})`
    : '';
  const featured = await db.query<{ id: number }>(
    `SELECT x.game_id AS id FROM game_categories x
      WHERE x.published AND x.category_id = (SELECT id FROM categories WHERE slug = 'featured') ${inCategory}
        AND $1::text IS NOT NULL
      ORDER BY x.rating DESC, x.plays DESC, x.slug LIMIT ${params.add(options.limit)}`,
    params.values,
  );
  const first = featured.map((row) => row.id);
  const rest = await rankedIds(
    db,
    { category: options.category },
    { sort: 'top', limit: options.limit * 2, offset: 0 },
  );
  const ids = [...new Set([...first, ...rest])].slice(0, options.limit);
  return (await cardsOf(db, context.language, ids)).map((row) => toSummary(row, context.gamesOrigin));
}

interface DetailSqlRow extends SummarySqlRow {
  instructions: string;
  play_path: string;
  orientation: GameDetail['orientation'];
  width: number | null;
  height: number | null;
  views: number;
  author: string;
  author_slug: string;
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
): Promise<Omit<GameDetail, 'liked' | 'vote'> & { id: number }> {
  const [row] = await db.query<DetailSqlRow>(
    `SELECT q.*, g.play_path, g.orientation, g.width, g.height, g.views, g.author, g.author_slug,
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
  const playUrl = new URL(gameFileUrl(context.gamesOrigin, row.play_path));
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
    author_slug: row.author ? row.author_slug : null,
  };
}

export async function voteOf(db: Queryable, gameId: number, actor: string): Promise<'up' | 'down' | null> {
  const [row] = await db.query<{ up: boolean }>('SELECT up FROM game_votes WHERE game_id = $1 AND actor = $2', [
    gameId,
    actor,
  ]);
  return row ? (row.up ? 'up' : 'down') : null;
}

/** One page of a maker's published games, newest first (their index, migration 013); 404 for a maker with none. */
export async function listMakerGames(
  db: Queryable,
  context: ListContext,
  options: { slug: string; page: number; limit: number },
): Promise<Page<GameSummary> & { maker: { slug: string; name: string } }> {
  const published = `FROM games g WHERE g.status = 'published' AND g.author <> '' AND g.author_slug = $1`;
  const [ids, [count]] = await Promise.all([
    db.query<{ id: number; author: string }>(
      `SELECT g.id, g.author ${published} ORDER BY g.published_at DESC NULLS LAST, g.id DESC LIMIT $2 OFFSET $3`,
      [options.slug, options.limit, offsetOf(options.page, options.limit)],
    ),
    db.query<{ n: number; author: string | null }>(`SELECT count(*)::int AS n, min(g.author) AS author ${published}`, [
      options.slug,
    ]),
  ]);
  if (!count || count.n === 0) throw notFound(`Maker not found: ${options.slug}`, 40406);
  const rows = await cardsOf(
    db,
    context.language,
    ids.map((row) => row.id),
  );
  return {
    ...toPage(
      rows.map((row) => toSummary(row, context.gamesOrigin)),
      count.n,
      options.page,
      options.limit,
    ),
    maker: { slug: options.slug, name: count.author ?? options.slug },
  };
}

export async function hasLiked(db: Queryable, gameId: number, actor: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM game_likes WHERE game_id = $1 AND actor = $2', [gameId, actor]);
  return rows.length > 0;
}

/**
 * Games related to one: sharing categories (3 each) and tags (2 each, divided by how many games carry the tag, so
 * "retro" counts for more than "keyboard"), then by popularity; topped up with popular games. Without a slug, the
 * most played. `played` (the player's recent games) are left out, and what a candidate shares with them (1 a category,
 * tags at half the game's own weight) leans the choice towards what the player likes without offering it again.
 * How many games carry a tag is the maintained tag_link_counts (migration 023).
 */
export async function recommendGames(
  db: Queryable,
  context: ListContext,
  options: { slug?: string; limit: number; played?: readonly string[] },
): Promise<GameSummary[]> {
  if (!options.slug) return listTop(db, context, { sort: 'hot', limit: options.limit });
  const [target] = await db.query<{ id: number }>(`SELECT id FROM games WHERE slug = $1 AND status = 'published'`, [
    options.slug,
  ]);
  if (!target) throw notFound(`Game not found: ${options.slug}`, 40401);
  const rows = await db.query<{ id: number }>(
    `WITH target_categories AS (SELECT category_id FROM game_categories WHERE game_id = $1),
          target_tags AS (SELECT t.tag_id, 1.0 / (SELECT c.n FROM tag_link_counts c WHERE c.tag_id = t.tag_id) AS weight
                            FROM game_tags t WHERE t.game_id = $1),
          history_categories AS (SELECT DISTINCT hc.category_id FROM game_categories hc
                                    JOIN games h ON h.id = hc.game_id WHERE h.slug = ANY($3::text[])),
          history_tags AS (SELECT ht.tag_id, 1.0 / (SELECT c.n FROM tag_link_counts c WHERE c.tag_id = ht.tag_id) AS weight
                             FROM game_tags ht JOIN games h ON h.id = ht.game_id WHERE h.slug = ANY($3::text[])),
          candidates AS (
            SELECT x.game_id FROM target_categories tc CROSS JOIN LATERAL (
              SELECT game_id FROM game_categories x WHERE x.category_id = tc.category_id AND x.published
               ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${RECOMMEND_CANDIDATES}) x
            UNION
            SELECT x.game_id FROM target_tags tt CROSS JOIN LATERAL (
              SELECT game_id FROM game_tags x WHERE x.tag_id = tt.tag_id AND x.published
               ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${RECOMMEND_CANDIDATES}) x
            UNION
            (SELECT id FROM games WHERE status = 'published'
              ORDER BY plays DESC, likes DESC, slug LIMIT $2 + 1 + cardinality($3::text[])))
     SELECT g.id FROM candidates c JOIN games g ON g.id = c.game_id
      WHERE g.status = 'published' AND g.id <> $1 AND g.slug <> ALL($3::text[])
      ORDER BY 3 * (SELECT count(*) FROM game_categories b
                     WHERE b.game_id = g.id AND b.category_id IN (SELECT category_id FROM target_categories))
             + 2 * (SELECT COALESCE(sum(tt.weight), 0) FROM game_tags b JOIN target_tags tt ON tt.tag_id = b.tag_id
                     WHERE b.game_id = g.id)
             + (SELECT count(*) FROM game_categories b
                 WHERE b.game_id = g.id AND b.category_id IN (SELECT category_id FROM history_categories))
             + (SELECT COALESCE(sum(ht.weight), 0) FROM game_tags b JOIN history_tags ht ON ht.tag_id = b.tag_id
                 WHERE b.game_id = g.id) DESC,
               ${ORDER_BY.hot}
      LIMIT $2`,
    [target.id, options.limit, options.played ?? []],
  );
  const cards = await cardsOf(
    db,
    context.language,
    rows.map((row) => row.id),
  );
  return cards.map((row) => toSummary(row, context.gamesOrigin));
}

/** One sitemap part's games: `limit` of them (all when unset) from `offset` on, in slug order. */
export interface SitemapSlice {
  offset?: number;
  limit?: number;
}

/** Databases whose sitemap marks (migration 025) are being built now: one build at a time per database. */
const buildingMarks = new WeakMap<Queryable, Promise<void>>();

/** Starts building the sitemap marks again when a change made them stale; slices skip without them meanwhile. */
async function refreshSitemapMarks(db: Queryable): Promise<void> {
  if (buildingMarks.has(db)) return;
  const [state] = await db.query<{ fresh: boolean }>(`SELECT fresh FROM sitemap_marks_state`);
  if (!state || state.fresh || buildingMarks.has(db)) return;
  const building = db
    .query(`SELECT refresh_sitemap_marks()`)
    .then(
      () => {},
      () => {},
    )
    .finally(() => buildingMarks.delete(db));
  buildingMarks.set(db, building);
}

/**
 * Every published game with its last change, for sitemaps and the games sitemap page. A slice starts at the
 * nearest fresh sitemap mark before its offset (migration 025) and skips the rest in the covering slug index
 * (migration 023), index-only; the titles are joined for the slice's own rows.
 */
export async function listAllGames(
  db: Queryable,
  language: Language,
  slice: SitemapSlice = {},
): Promise<GameSitemapEntry[]> {
  const offset = slice.offset ?? 0;
  if (offset > 0) await refreshSitemapMarks(db);
  const rows = await db.query<{ slug: string; title: string; updated_at: Date | string }>(
    `WITH mark AS (
       SELECT m.position, m.slug FROM sitemap_marks m JOIN sitemap_marks_state s ON s.fresh
        WHERE m.position <= $3 ORDER BY m.position DESC LIMIT 1)
     SELECT g.slug, COALESCE(l.title, e.title, g.slug) AS title, greatest(g.updated_at, g.published_at) AS updated_at
       FROM (SELECT id, slug, updated_at, published_at FROM games
              WHERE status = 'published' AND slug >= COALESCE((SELECT slug FROM mark), '')
              ORDER BY slug LIMIT $2 OFFSET $3 - COALESCE((SELECT position FROM mark), 0)) g
       LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
       LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'
      ORDER BY g.slug`,
    [language, slice.limit ?? null, offset],
  );
  return rows.map((row) => ({ slug: row.slug, title: row.title, updated_at: toIso(row.updated_at)! }));
}
