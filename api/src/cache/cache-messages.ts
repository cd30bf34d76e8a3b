import type { LiveCounts } from './live-counters.js';

/** A game whose counters a flush just wrote: its slug and counters before and after. */
export interface CounterChange {
  slug: string;
  was: LiveCounts;
  now: LiveCounts;
}

/**
 * A write to the catalogue cache, as one replica tells the others (invalidation-bus.ts): small, JSON, and enough for
 * the receiver to change its own cache as the writer changed its own.
 */
export type CacheMessage =
  /** Everything may have changed (publishing, moderation, a new seed). */
  | { kind: 'invalidate'; scope: 'all' }
  /** A game's counters after a view, play, like or vote (`stored`: already in the database). */
  | { kind: 'counted'; slug: string; counts: LiveCounts; stored?: boolean }
  /** A flush wrote these counters: ordered pages they reorder are dropped. */
  | { kind: 'reordered'; changes: CounterChange[] }
  /** An actor's like and vote of a game after their write (the per-actor answers of the game page). */
  | { kind: 'actor'; game: number; actor: string; liked: boolean; vote: 'up' | 'down' | null }
  /** A signed-in player's profile changed (likes, favourites, history): profile caches forget it. */
  | { kind: 'profile'; user: string };

/** The messages the catalogue cache itself applies (the rest go to other caches). */
export type CatalogueMessage = Exclude<CacheMessage, { kind: 'profile' }>;
