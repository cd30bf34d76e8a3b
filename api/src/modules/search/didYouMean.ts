import type { Queryable } from '../../db/db.js';
import type { ListContext } from '../games/service.js';
import { CANDIDATES_PER_SOURCE } from './engine/search-index.js';
import type { SearchQuery } from './query.js';

/** Trigram similarity a name needs to be offered; below it the "suggestion" is mostly noise. */
const MIN_SIMILARITY = 0.3;

/**
 * The closest name to a query that found nothing: a published game's title, or the name of a visible category or
 * a tag that has published games, in the request's language ($1) or English. Searching for it finds something,
 * because the same names are what search matches. Null when nothing is close. Titles come from the trigram index
 * (`<%`: word similarity of at least 0.3, the session threshold); categories and tags are few enough to score all.
 */
export async function didYouMean(db: Queryable, context: ListContext, query: SearchQuery): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `WITH names AS (
       (SELECT gi.title AS name, 0 AS kind FROM game_i18n gi JOIN games g ON g.id = gi.game_id
         WHERE g.status = 'published' AND gi.language IN ($1, 'en') AND $2 <% lower(gi.title)
         ORDER BY word_similarity($2, lower(gi.title)) DESC LIMIT ${CANDIDATES_PER_SOURCE})
       UNION
       SELECT ci.name, 1 FROM categories c JOIN category_i18n ci ON ci.category_id = c.id
        WHERE c.show_type <> 'hidden' AND ci.language IN ($1, 'en')
          AND EXISTS (SELECT 1 FROM game_categories gc JOIN games g ON g.id = gc.game_id
                       WHERE gc.category_id = c.id AND g.status = 'published')
       UNION
       SELECT ti.name, 2 FROM tag_i18n ti
        WHERE ti.language IN ($1, 'en')
          AND EXISTS (SELECT 1 FROM game_tags gt JOIN games g ON g.id = gt.game_id
                       WHERE gt.tag_id = ti.tag_id AND g.status = 'published'))
     SELECT name FROM (SELECT name, kind, greatest(similarity(lower(name), $2), word_similarity($2, lower(name))) AS score FROM names) s
      WHERE score >= ${MIN_SIMILARITY} AND lower(name) <> $2
      ORDER BY score DESC, kind, name
      LIMIT 1`,
    [context.language, query.text],
  );
  return row?.name ?? null;
}
