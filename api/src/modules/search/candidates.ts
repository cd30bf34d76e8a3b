/**
 * Games worth scoring for a query, found through indexes only (migration 008), so a search costs the same with 16
 * or 100,000 games. Each source is capped; the scorer (service.ts) then ranks this bounded set exactly as before.
 *
 * The trigram operators read their thresholds from the session (set per connection in db/session.ts):
 * `%` (pg_trgm.similarity_threshold = 0.1) finds dictionary words a typo away, `<%`
 * (pg_trgm.word_similarity_threshold = 0.3) finds titles and aliases close to the whole query.
 *
 * Parameters: $1 language, $2 lower-cased text, $3 its words, $4 the text as a LIKE containment pattern.
 */
export const CANDIDATES_PER_SOURCE = 200;

const N = CANDIDATES_PER_SOURCE;

/** Languages searched: the request's and English. */
const LANGS = `language IN ($1, 'en')`;

export const CANDIDATES = `
  close_words AS (
    SELECT DISTINCT w.word FROM unnest($3::text[]) AS q(w)
      JOIN search_words w ON w.word % q.w
     WHERE abs(char_length(w.word) - char_length(q.w)) <= 2
       AND levenshtein_less_equal(w.word, q.w, 2) <= CASE WHEN char_length(q.w) >= 5 THEN 2 ELSE 1 END),
  close_names AS (
    SELECT 'c' AS kind, category_id AS id FROM category_i18n
     WHERE ${LANGS} AND search_text_score(lower(name), $2, $3) >= 0.2
    UNION
    SELECT 't', tag_id FROM tag_i18n WHERE ${LANGS} AND search_text_score(lower(name), $2, $3) >= 0.2),
  candidates AS (
    (SELECT game_id FROM game_i18n WHERE ${LANGS} AND (lower(title) LIKE $4 OR $2 <% lower(title)) LIMIT ${N})
    UNION
    (SELECT game_id FROM game_aliases WHERE ${LANGS} AND (lower(alias) LIKE $4 OR $2 <% lower(alias)) LIMIT ${N})
    UNION
    (SELECT game_id FROM game_i18n WHERE ${LANGS} AND lower(description) LIKE $4 LIMIT ${N})
    UNION
    SELECT t.game_id FROM close_words w CROSS JOIN LATERAL (
      SELECT game_id FROM game_i18n WHERE ${LANGS} AND lower(title) LIKE '%' || w.word || '%' LIMIT ${N}) t
    UNION
    SELECT t.game_id FROM close_words w CROSS JOIN LATERAL (
      SELECT game_id FROM game_aliases WHERE ${LANGS} AND lower(alias) LIKE '%' || w.word || '%' LIMIT ${N}) t
    UNION
    SELECT x.game_id FROM close_names n CROSS JOIN LATERAL (
      SELECT game_id FROM game_categories x WHERE n.kind = 'c' AND x.category_id = n.id AND x.published
       ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${N}) x
    UNION
    SELECT x.game_id FROM close_names n CROSS JOIN LATERAL (
      SELECT game_id FROM game_tags x WHERE n.kind = 't' AND x.tag_id = n.id AND x.published
       ORDER BY x.plays DESC, x.likes DESC, x.slug LIMIT ${N}) x)`;

/** The text as a LIKE pattern matching it anywhere (its own %, _ and \ taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The text as a LIKE pattern matching texts that start with it. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
