import type { Queryable } from '../../db/db.js';
import type { GameSummary, Page, SearchHit } from '@portal/shared/types/catalogue';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { ListContext } from '../games/service.js';
import { CARD_SELECT, toSummary, type SummarySqlRow } from '../games/summary.js';
import type { ScoredGame } from './engine/search-index.js';
import { LATEST_CHANGE, type LiveSearchIndex } from './engine/live-index.js';
import type { SearchQuery } from './query.js';

export const SUGGESTION_LIMIT = 8;
/** The most played games of each category or tag whose name matches the query join the candidates. */
const PER_NAME = 30;

/**
 * Typo-tolerant search: the process's index (engine/) finds and scores the candidates in memory; the database then
 * ranks the matches by relevance (in steps of 0.1) and popularity, with current counters and only published games,
 * pages them and reads their cards, in one statement that also tells whether the index missed a change (then the
 * index catches up and the search runs again).
 */
export async function searchGames(
  db: Queryable,
  search: LiveSearchIndex,
  context: ListContext,
  query: SearchQuery,
  options: { page: number; limit: number },
  caughtUp = false,
): Promise<Page<SearchHit>> {
  const index = await (caughtUp ? search.current() : search.loaded());
  const scored = await index.search(context.language, query, (categories, tags) => namedGames(db, categories, tags));
  // Nothing to rank: only the log is left to ask.
  if (scored.length === 0 && !caughtUp) return searchGames(db, search, context, query, options, true);
  if (scored.length === 0) return toPage([], 0, options.page, options.limit);
  return (
    (await rankedPage(db, search, context, scored, options, caughtUp)) ??
    searchGames(db, search, context, query, options, true)
  );
}

/**
 * The page of scored games ranked by score (in steps of 0.1), then popularity, with current counters and only
 * published games, and their cards, in one statement that also reads the log's latest change: null when the index
 * missed one (the caller then runs again on the caught-up index). The ranking reads only the games' covering index
 * (migration 029), not their rows scattered over the table.
 */
async function rankedPage(
  db: Queryable,
  search: LiveSearchIndex,
  context: ListContext,
  scored: ScoredGame[],
  options: { page: number; limit: number },
  caughtUp: boolean,
): Promise<Page<SearchHit> | null> {
  // Prepared: planned once per connection (the plan does not depend on the values).
  const rows = await db.query<SummarySqlRow & { total: number; latest: number }>(
    `WITH s AS MATERIALIZED (
       SELECT g.id, row_number() OVER (ORDER BY x.score DESC, g.plays DESC, g.likes DESC, g.slug) AS position
         FROM unnest($2::int[], $3::real[]) AS x (id, score) JOIN games g ON g.id = x.id
        WHERE g.status = 'published'),
     page AS MATERIALIZED (SELECT id, position FROM s ORDER BY position LIMIT $4 OFFSET $5)
     SELECT x.total, x.latest, card.* FROM (
       SELECT (SELECT count(*) FROM s)::int AS total, ${LATEST_CHANGE} AS latest) x
     LEFT JOIN (page JOIN (${CARD_SELECT} AND g.id IN (SELECT id FROM page)) card ON card.id = page.id) ON true
     ORDER BY page.position`,
    [
      context.language,
      scored.map((game) => game.id),
      scored.map((game) => game.score),
      options.limit,
      offsetOf(options.page, options.limit),
    ],
    { prepare: true },
  );
  if (!caughtUp && search.missed(Number(rows[0]!.latest))) return null;
  const aliases = new Map(scored.map((game) => [game.id, game.alias]));
  return toPage(
    rows
      .filter((row) => row.id !== null)
      .map((row) => withAlias(toSummary(row, context.gamesOrigin), aliases.get(row.id))),
    rows[0]!.total,
    options.page,
    options.limit,
  );
}

const withAlias = (game: GameSummary, alias: string | undefined): SearchHit =>
  alias ? { ...game, matched_alias: alias } : game;

/** The most played published games of each category and tag (their denormalised order index, migration 010). */
async function namedGames(db: Queryable, categories: number[], tags: number[]): Promise<number[]> {
  const rows = await db.query<{ game_id: number }>(
    `SELECT x.game_id FROM unnest($1::int[]) AS n (id) CROSS JOIN LATERAL (
       SELECT game_id FROM game_categories x WHERE x.category_id = n.id AND x.published
        ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${PER_NAME}) x
     UNION
     SELECT x.game_id FROM unnest($2::int[]) AS n (id) CROSS JOIN LATERAL (
       SELECT game_id FROM game_tags x WHERE x.tag_id = n.id AND x.published
        ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${PER_NAME}) x`,
    [categories, tags],
  );
  return rows.map((row) => row.game_id);
}

/**
 * Search-box suggestions: titles (in the language or English) containing the text, those starting with it first,
 * then those with a word starting with it, then by popularity; when none contain it, the best matches of the search
 * index (typos, other spellings, aliases). The titles are found in the index's words (engine/suggest.ts: prefixes
 * through its sorted vocabulary, containment through its trigrams and n-grams), as the index holds them (folded
 * alike, engine/fold.ts), so other spellings match too; the database ranks them as it ranks search results.
 * Containment rather than word prefix alone, because Chinese, Japanese and Thai titles have no spaces between words.
 */
export async function suggestGames(
  db: Queryable,
  search: LiveSearchIndex,
  context: ListContext,
  query: SearchQuery,
  caughtUp = false,
): Promise<Page<SearchHit>> {
  const index = await (caughtUp ? search.current() : search.loaded());
  const found = index.suggest(context.language, query, SUGGESTION_LIMIT);
  if (found.length === 0 && !caughtUp) return suggestGames(db, search, context, query, true);
  if (found.length > 0) {
    const options = { page: 1, limit: SUGGESTION_LIMIT };
    const page = await rankedPage(db, search, context, found, options, caughtUp);
    if (!page) return suggestGames(db, search, context, query, true);
    if (page.items.length > 0) return toPage(page.items, page.items.length, 1, SUGGESTION_LIMIT);
  }
  const fuzzy = await searchGames(db, search, context, query, { page: 1, limit: SUGGESTION_LIMIT }, caughtUp);
  return { ...fuzzy, total: fuzzy.items.length, has_more: false };
}
