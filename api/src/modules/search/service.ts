import type { Queryable } from '../../db/db.js';
import type { GameSummary, Page, SearchHit } from '@portal/shared/types/catalogue';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { ListContext } from '../games/service.js';
import { cardsOf } from '../games/ranked.js';
import { CARD_SELECT, toSummary, type SummarySqlRow } from '../games/summary.js';
import { CANDIDATES_PER_SOURCE } from './engine/search-index.js';
import { LATEST_CHANGE, type LiveSearchIndex } from './engine/live-index.js';
import { containing, startingWith } from './patterns.js';
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
  // Prepared: planned once per connection (the plan does not depend on the values).
  const rows = await db.query<SummarySqlRow & { total: number; latest: number }>(
    `WITH s AS MATERIALIZED (
       SELECT g.id, row_number() OVER (
                ORDER BY ($3::real[])[array_position($2::int[], g.id)] DESC, g.plays DESC, g.likes DESC, g.slug) AS position
         FROM games g WHERE g.id = ANY($2::int[]) AND g.status = 'published'),
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
  if (!caughtUp && search.missed(Number(rows[0]!.latest))) {
    return searchGames(db, search, context, query, options, true);
  }
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
 * index (typos, other spellings, aliases).
 * Containment rather than word prefix, because Chinese, Japanese and Thai titles have no spaces between words.
 */
export async function suggestGames(
  db: Queryable,
  search: LiveSearchIndex,
  context: ListContext,
  query: SearchQuery,
): Promise<Page<SearchHit>> {
  // Titles starting with the text (prefix index), and containing it (trigram index; 3+ characters give trigrams),
  // at most a few hundred of each; then ranked exactly as the rule above says.
  const found = await db.query<{ id: number }>(
    `WITH starting AS MATERIALIZED (
       SELECT game_id FROM game_i18n WHERE language IN ($1, 'en') AND lower(title) LIKE $3),
     containing AS MATERIALIZED (
       SELECT game_id FROM game_i18n WHERE language IN ($1, 'en') AND lower(title) LIKE $4),
     candidates AS (
       (SELECT game_id FROM starting LIMIT ${CANDIDATES_PER_SOURCE})
       UNION
       (SELECT game_id FROM containing LIMIT ${CANDIDATES_PER_SOURCE}))
     SELECT g.id FROM games g
       LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
       LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'
      WHERE g.status = 'published' AND g.id IN (SELECT game_id FROM candidates)
        AND (strpos(lower(l.title), $2) > 0 OR strpos(lower(e.title), $2) > 0)
      ORDER BY (starts_with(lower(l.title), $2) OR starts_with(lower(e.title), $2)) IS TRUE DESC,
               (strpos(' ' || lower(l.title), ' ' || $2) > 0 OR strpos(' ' || lower(e.title), ' ' || $2) > 0) IS TRUE DESC,
               g.plays DESC, g.likes DESC, g.slug
      LIMIT ${SUGGESTION_LIMIT}`,
    [context.language, query.text, startingWith(query.text), containing(query.text)],
  );
  const rows = await cardsOf(
    db,
    context.language,
    found.map((row) => row.id),
  );
  // The index also finds what the database's containment cannot: other spellings (folded alike, engine/fold.ts),
  // parts of Chinese and Japanese titles, aliases, typos.
  if (rows.length > 0) {
    const items = rows.map((row) => toSummary(row, context.gamesOrigin));
    return toPage(items, items.length, 1, SUGGESTION_LIMIT);
  }
  const fuzzy = await searchGames(db, search, context, query, { page: 1, limit: SUGGESTION_LIMIT });
  return { ...fuzzy, total: fuzzy.items.length, has_more: false };
}
