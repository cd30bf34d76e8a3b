import type { GameSort } from '@portal/shared/types/catalogue';
import type { Queryable } from '../../db/db.js';
import { CARD_SELECT, SqlParams, type SummarySqlRow } from './summary.js';

export interface GameFilter {
  /** Games filed under this category slug. */
  category?: string;
  /** Games carrying this tag slug. */
  tag?: string;
}

/** Each sort's order on the games table and on a link table's maintained copy of the keys (migration 008). */
const ORDER: Record<GameSort, { games: string; link: (x: string) => string }> = {
  hot: { games: 'g.plays DESC, g.likes DESC, g.slug', link: (x) => `${x}.plays DESC, ${x}.likes DESC, ${x}.slug` },
  new: {
    games: 'g.published_at DESC NULLS LAST, g.id DESC',
    link: (x) => `${x}.published_at DESC NULLS LAST, ${x}.game_id DESC`,
  },
  // The Wilson lower bound of the thumbs (games.rating, migration 013), then plays.
  top: { games: 'g.rating DESC, g.plays DESC, g.slug', link: (x) => `${x}.rating DESC, ${x}.plays DESC, ${x}.slug` },
};

/**
 * The published games of a filtered list, as the FROM/WHERE of a query over one index in the sort's order: the
 * category's (or else the tag's) ranking index, or the games table's partial index per sort. `$1` is the language
 * (unused here but always present).
 */
function listSource(
  filter: GameFilter,
  params: SqlParams,
): { from: string; id: string; order: (s: GameSort) => string } {
  if (filter.category) {
    const tag = filter.tag
      ? ` AND EXISTS (SELECT 1 FROM game_tags ft JOIN tags t ON t.id = ft.tag_id
                       WHERE ft.game_id = x.game_id AND t.slug = ${params.add(filter.tag)})`
      : '';
    return {
      from: `game_categories x WHERE x.published AND x.category_id = (SELECT id FROM categories WHERE slug = ${params.add(filter.category)})${tag}`,
      id: 'x.game_id',
      order: (sort) => ORDER[sort].link('x'),
    };
  }
  if (filter.tag) {
    return {
      from: `game_tags x WHERE x.published AND x.tag_id = (SELECT id FROM tags WHERE slug = ${params.add(filter.tag)})`,
      id: 'x.game_id',
      order: (sort) => ORDER[sort].link('x'),
    };
  }
  return { from: `games g WHERE g.status = 'published'`, id: 'g.id', order: (sort) => ORDER[sort].games };
}

/** One page of a list's game ids, in order, read from the index matching the sort. */
export async function rankedIds(
  db: Queryable,
  filter: GameFilter,
  options: { sort: GameSort; limit: number; offset: number },
): Promise<number[]> {
  const params = new SqlParams('');
  const source = listSource(filter, params);
  const rows = await db.query<{ id: number }>(
    `SELECT ${source.id} AS id FROM ${source.from} AND $1::text IS NOT NULL
      ORDER BY ${source.order(options.sort)} LIMIT ${params.add(options.limit)} OFFSET ${params.add(options.offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/**
 * How many published games a list holds: the maintained count (migration 010) of all games, a category or a tag;
 * only a list filtered by both is counted, over the category's ranking index.
 */
export async function countListed(db: Queryable, filter: GameFilter): Promise<number> {
  if (filter.category && filter.tag) {
    const params = new SqlParams('');
    const source = listSource(filter, params);
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${source.from} AND $1::text IS NOT NULL`,
      params.values,
    );
    return row?.n ?? 0;
  }
  const scope = filter.category
    ? `(SELECT 'c:' || id FROM categories WHERE slug = $1)`
    : filter.tag
      ? `(SELECT 't:' || id FROM tags WHERE slug = $1)`
      : `'all'`;
  const [row] = await db.query<{ n: number }>(
    `SELECT n::int AS n FROM list_counts WHERE scope = ${scope} AND $1::text IS NOT NULL`,
    [filter.category ?? filter.tag ?? ''],
  );
  return row?.n ?? 0;
}

/** Card rows of these games, in the order of `ids` (unpublished ones left out). */
export async function cardsOf(db: Queryable, language: string, ids: number[]): Promise<SummarySqlRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SummarySqlRow>(`${CARD_SELECT} AND g.id = ANY($2::int[])`, [language, ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
