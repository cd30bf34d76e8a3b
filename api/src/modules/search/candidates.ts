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

/** The close dictionary words of each query word (missing when a word has none). */
export async function closeWords(db: Queryable, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const rows = await db.query<{ q: string; word: string }>(
    `SELECT q.w AS q, w.word FROM unnest($1::text[]) AS q(w)
       JOIN search_words w ON w.word % q.w
      WHERE abs(char_length(w.word) - char_length(q.w)) <= 2
        AND levenshtein_less_equal(w.word, q.w, 2) <= CASE WHEN char_length(q.w) >= 5 THEN 2 ELSE 1 END`,
    [words],
  );
  const close = new Map<string, string[]>();
  for (const row of rows) close.set(row.q, [...(close.get(row.q) ?? []), row.word]);
  return close;
}

/**
 * The candidate game ids for the close words: $1 language, $2 lower-cased text, $3 words, $4 the text as a
 * containment pattern. Each text source is a materialised CTE, so the planner reads it through its trigram index
 * (under a LIMIT it would rather scan the table hoping to stop early), then capped.
 */
export async function candidateIds(
  db: Queryable,
  base: [language: string, text: string, words: string[]],
  close: Map<string, string[]>,
): Promise<number[]> {
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
  // Categories and tags are few: their names are scored outright, and the most played of their games join.
  sources.push(`
    SELECT x.game_id FROM (
      SELECT DISTINCT category_id AS id FROM category_i18n WHERE ${langs} AND search_text_score(lower(name), $2, $3) >= 0.2
    ) n CROSS JOIN LATERAL (
      SELECT game_id FROM game_categories x WHERE x.category_id = n.id AND x.published
       ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${PER_NAME}) x`);
  sources.push(`
    SELECT x.game_id FROM (
      SELECT DISTINCT tag_id AS id FROM tag_i18n WHERE ${langs} AND search_text_score(lower(name), $2, $3) >= 0.2
    ) n CROSS JOIN LATERAL (
      SELECT game_id FROM game_tags x WHERE x.tag_id = n.id AND x.published
       ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${PER_NAME}) x`);
  const rows = await db.query<{ game_id: number }>(`WITH ${ctes.join(',\n')} ${sources.join('\n UNION \n')}`, params);
  return rows.map((row) => row.game_id);
}

/** A tsquery holding a word of every group: ('crystal' | 'cristal') & ('dragon'), each word quoted. */
const tsQuery = (groups: string[][]) =>
  groups.map((words) => `(${words.map((word) => `'${word.replace(/[\\']/g, '\\$&')}'`).join(' | ')})`).join(' & ');

/** The text as a LIKE pattern matching it anywhere (its own %, _ and \ taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The text as a LIKE pattern matching texts that start with it. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
