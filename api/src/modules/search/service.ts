import type { Queryable } from '../../db/db.js';
import type { GameSummary, Page, SearchHit } from '@portal/shared/types/catalogue';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { ListContext } from '../games/service.js';
import { cardsOf } from '../games/ranked.js';
import { toSummary } from '../games/summary.js';
import { CANDIDATES_PER_SOURCE, candidateSql, closeWords, containing, startingWith } from './candidates.js';
import type { SearchQuery } from './query.js';

/** Score below which a game is not a result. A title one typo away scores about 1; an unrelated one about 0. */
const MIN_SCORE = 0.45;
export const SUGGESTION_LIMIT = 8;

/**
 * Relevance of each candidate game (`candidates`, from candidates.ts) for $2 (text) and $3 (words), in the request's language ($1)
 * and English: titles and aliases weigh most, then category names, tags and descriptions (those only by containment
 * or a close word). An English request reads its texts once (no second join on the same row), and only categories
 * and tags whose names score at all are joined. `alias` is the game's best alias when it matched the text better
 * than its titles did (results say "Block Drop — matches “tetris”").
 */
const SCORED = `
  SELECT g.id, CASE WHEN a.score >= ${MIN_SCORE} AND a.score > t.score THEN a.alias END AS alias,
         greatest(t.score, a.score)
       + 0.6 * (SELECT COALESCE(max(n.score), 0) FROM game_categories gc
                  JOIN name_scores n ON n.kind = 'c' AND n.id = gc.category_id WHERE gc.game_id = g.id)
       + 0.5 * (SELECT COALESCE(max(n.score), 0) FROM game_tags gt
                  JOIN name_scores n ON n.kind = 't' AND n.id = gt.tag_id WHERE gt.game_id = g.id)
       + (SELECT COALESCE(max(CASE WHEN strpos(lower(d), $2) > 0 THEN 0.5
                                   WHEN word_similarity($2, lower(d)) >= 0.6 THEN 0.4 * word_similarity($2, lower(d))
                                   ELSE 0 END), 0)
            FROM unnest(ARRAY[l.description, e.description]) AS d) AS score
    FROM games g
    LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
    LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en' AND $1 <> 'en'
    CROSS JOIN LATERAL (
      SELECT greatest(search_text_score(lower(l.title), $2, $3), search_text_score(lower(e.title), $2, $3)) AS score) t
    LEFT JOIN LATERAL (
      SELECT a.alias, search_text_score(lower(a.alias), $2, $3) AS score FROM game_aliases a
       WHERE a.game_id = g.id AND a.language IN ($1, 'en')
       ORDER BY 2 DESC, a.alias LIMIT 1) a ON true
   WHERE g.status = 'published' AND g.id IN (SELECT game_id FROM candidates)`;

/** Each category's and tag's best name score (in the language or English), where above 0: few rows, once per search. */
const NAME_SCORES = `
  SELECT * FROM (
    SELECT 'c' AS kind, category_id AS id, max(search_text_score(lower(name), $2, $3)) AS score
      FROM category_i18n WHERE language IN ($1, 'en') GROUP BY category_id
    UNION ALL
    SELECT 't', tag_id, max(search_text_score(lower(name), $2, $3))
      FROM tag_i18n WHERE language IN ($1, 'en') GROUP BY tag_id) n
   WHERE score > 0`;

/** Typo-tolerant search, ranked by relevance (in steps of 0.1) and then popularity, over the indexed candidates. */
export async function searchGames(
  db: Queryable,
  context: ListContext,
  query: SearchQuery,
  options: { page: number; limit: number },
): Promise<Page<SearchHit>> {
  const { ctes, params } = await candidatesOf(db, context, query);
  const limit = `$${params.push(options.limit)}`;
  const offset = `$${params.push(offsetOf(options.page, options.limit))}`;
  // One statement: candidates, each scored once (materialised), then counted and paged.
  const rows = await db.query<{ id: number; alias: string | null; match_count: number }>(
    `WITH name_scores AS MATERIALIZED (${NAME_SCORES}), ${ctes.join(',\n')}, scored AS MATERIALIZED (${SCORED})
     SELECT s.id, s.alias, count(*) OVER () AS match_count FROM scored s JOIN games g ON g.id = s.id
      WHERE s.score >= ${MIN_SCORE}
      ORDER BY round(s.score::numeric, 1) DESC, g.plays DESC, g.likes DESC, g.slug
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  // The window count covers every match; only a page past the end needs counting on its own.
  const total = rows[0] ? Number(rows[0].match_count) : options.page > 1 ? await countMatches(db, context, query) : 0;
  const aliases = new Map(rows.map((row) => [row.id, row.alias ?? undefined]));
  const cards = await cardsOf(db, context.language, [...aliases.keys()]);
  return toPage(
    cards.map((row) => withAlias(toSummary(row, context.gamesOrigin), aliases.get(row.id))),
    total,
    options.page,
    options.limit,
  );
}

const withAlias = (game: GameSummary, alias: string | undefined): SearchHit =>
  alias ? { ...game, matched_alias: alias } : game;

const candidatesOf = async (db: Queryable, context: ListContext, query: SearchQuery) =>
  candidateSql([context.language, query.text, query.words], await closeWords(db, context.language, query.words));

async function countMatches(db: Queryable, context: ListContext, query: SearchQuery): Promise<number> {
  const { ctes, params } = await candidatesOf(db, context, query);
  const [row] = await db.query<{ n: number }>(
    `WITH name_scores AS MATERIALIZED (${NAME_SCORES}), ${ctes.join(',\n')}, scored AS MATERIALIZED (${SCORED})
     SELECT count(*)::int AS n FROM scored WHERE score >= ${MIN_SCORE}`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Search-box suggestions: titles (in the language or English) containing the text, those starting with it first,
 * then those with a word starting with it, then by popularity; when none contain it, the best fuzzy matches.
 * Containment rather than word prefix, because Chinese, Japanese and Thai titles have no spaces between words.
 */
export async function suggestGames(db: Queryable, context: ListContext, query: SearchQuery): Promise<Page<SearchHit>> {
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
  if (rows.length > 0 || query.words.length === 0) {
    const items = rows.map((row) => toSummary(row, context.gamesOrigin));
    return toPage(items, items.length, 1, SUGGESTION_LIMIT);
  }
  const fuzzy = await searchGames(db, context, query, { page: 1, limit: SUGGESTION_LIMIT });
  return { ...fuzzy, total: fuzzy.items.length, has_more: false };
}
