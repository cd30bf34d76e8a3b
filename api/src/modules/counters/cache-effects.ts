import type { CatalogueCache } from '../../cache/catalogue-cache.js';
import type { CounterResult } from './service.js';

/**
 * What a counted view, play or like changes in the catalogue cache: that game's detail and numbers, and whether
 * this actor likes it and how they voted (on every replica, through the cache's onWrite). Lists keep their order
 * until the counts are flushed (CatalogueCache.reordered).
 */
export function recordCounted(cache: CatalogueCache, slug: string, actor: string, result: CounterResult): void {
  const { liked, vote, ...counts } = result.counters;
  cache.counted(slug, counts);
  cache.answered(result.gameId, actor, liked, vote);
}
