import type { ListContext } from '../games/service.js';
import type { LiveSearchIndex } from './engine/live-index.js';
import type { SearchQuery } from './query.js';

/**
 * The closest name to a query that found nothing (`did_you_mean`): a published game's title, or the name of a
 * visible category or a tag that has published games, in the request's language or English. Searching for it finds
 * something, because the same names are what search matches. Null when nothing is close. From the search index
 * (`SearchIndex.closestName`), which the search that found nothing has just brought up to date.
 */
export async function didYouMean(
  search: LiveSearchIndex,
  context: ListContext,
  query: SearchQuery,
): Promise<string | null> {
  return (await search.loaded()).closestName(context.language, query);
}
