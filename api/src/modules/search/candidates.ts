import type { Queryable } from '../../db/db.js';

/**
 * Games worth scoring for a query, found through indexes only (migration 008), so a search costs about the same
 * with 16 or 100,000 games. Each source is capped; the scorer (service.ts) then ranks this bounded set exactly as
 * before.
 *
 * First the query's words are looked up in the words dictionary (trigram index, `%` at the session's
 * pg_trgm.similarity_threshold of 0.1, then the scorer's edit distance): "crsytal dargon" → crystal, dragon. Then:
 * titles and aliases holding a close word of every query word (their word index, migration 009), a few holding
 * any of them, titles, aliases and descriptions containing the whole text, and the most played games of
 * categories and tags whose names match.
 */
export const CANDIDATES_PER_SOURCE = 60;
/** Titles per close word, besides those holding every query word: a fallback, kept small. */
const PER_WORD = 10;
/** The most played games of each category or tag whose name matches the query. */
const PER_NAME = 30;
/** The score a category's or tag's name needs for its games to be candidates. */
const NAME_MATCH = 0.2;

/**
 * The close dictionary words of each query word (missing when a word has none), among the words of texts in
 * `language` or English: the only texts search reads (migration 016).
 */
export async function closeWords(db: Queryable, language: string, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const rows = await db.query<{ q: string; word: string }>(
    `SELECT q.w AS q, w.word FROM unnest($1::text[]) AS q(w)
       JOIN search_words w ON w.word % q.w
      WHERE w.languages && ARRAY[$2, 'en']
        AND abs(char_length(w.word) - char_length(q.w)) <= 2
        AND levenshtein_less_equal(w.word, q.w, 2) <= CASE WHEN char_length(q.w) >= 5 THEN 2 ELSE 1 END`,
    [words, language],
  );
  const close = new Map<string, string[]>();
  for (const row of rows) close.set(row.q, [...(close.get(row.q) ?? []), row.word]);
  return close;
}

/**
 * The candidates as SQL: CTEs for a WITH that already holds `name_scores` (service.ts), ending with
 * `candidates (game_id)`, and their parameters.
 */
export interface CandidateSql {
  ctes: string[];
  params: unknown[];
}

/**
 * The candidate game ids for the close words, as CTEs of the query that scores them (service.ts): $1 language, $2
 * lower-cased text, $3 words, $4 the text as a containment pattern; more parameters follow. Each text source is a
 * materialised CTE, so the planner reads it through its index (under a LIMIT it would rather scan the table hoping to
 * stop early), then capped. Category and tag names come scored from `name_scores`, which the scorer reuses.
 */
export function candidateSql(
  base: [language: string, text: string, words: string[]],
  close: Map<string, string[]>,
): CandidateSql {
  const params: unknown[] = [...base, containing(base[1])];
  const add = (value: unknown) => `$${params.push(value)}`;
  const langs = `language IN ($1, 'en')`;
  const texts: Array<[where: string, table: string, limit: number]> = [
    [`lower(title) LIKE $4`, 'game_i18n', CANDIDATES_PER_SOURCE],
    [`lower(alias) LIKE $4`, 'game_aliases', CANDIDATES_PER_SOURCE],
    [`lower(description) LIKE $4`, 'game_i18n', CANDIDATES_PER_SOURCE],
  ];
  const groups = [...close.values()];
  if (groups.length > 0) {
    for (const [table, column] of [
      ['game_i18n', 'title'],
      ['game_aliases', 'alias'],
    ] as const) {
      const words = `to_tsvector('simple', ${column}) @@`;
      texts.push([`${words} ${add(tsQuery(groups))}::tsquery`, table, CANDIDATES_PER_SOURCE]);
      if (groups.length > 1 && table === 'game_i18n') {
        for (const word of new Set(groups.flat())) {
          texts.push([`${words} ${add(tsQuery([[word]]))}::tsquery`, table, PER_WORD]);
        }
      }
    }
  }
  const ctes = texts.map(
    ([where, table], i) => `t${i} AS MATERIALIZED (SELECT game_id FROM ${table} WHERE ${langs} AND ${where})`,
  );
  const sources = texts.map(([, , limit], i) => `(SELECT game_id FROM t${i} LIMIT ${limit})`);
  // Categories and tags whose names match: the most played of their games join.
  for (const [kind, links, column] of [
    ['c', 'game_categories', 'category_id'],
    ['t', 'game_tags', 'tag_id'],
  ] as const) {
    sources.push(`
    SELECT x.game_id FROM name_scores n CROSS JOIN LATERAL (
      SELECT game_id FROM ${links} x WHERE x.${column} = n.id AND x.published
       ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${PER_NAME}) x
     WHERE n.kind = '${kind}' AND n.score >= ${NAME_MATCH}`);
  }
  return {
    ctes: [...ctes, `candidates AS (${sources.join('\n UNION \n')})`],
    params,
  };
}

/** A tsquery holding a word of every group: ('crystal' | 'cristal') & ('dragon'), each word quoted. */
const tsQuery = (groups: string[][]) =>
  groups.map((words) => `(${words.map((word) => `'${word.replace(/[\\']/g, '\\$&')}'`).join(' | ')})`).join(' & ');

/** The text as a LIKE pattern matching it anywhere (its own %, _ and \ taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The text as a LIKE pattern matching texts that start with it. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
