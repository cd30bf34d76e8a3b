import { LRUCache } from 'lru-cache';

/** A game's counters as this process last wrote or counted them. */
export interface LiveCounts {
  views: number;
  plays: number;
  likes: number;
  votes_up: number;
  votes_down: number;
}

interface Counted {
  slug: string;
  plays: number;
  likes: number;
  views?: number;
}

const isCounted = (value: unknown): value is Counted =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Counted).slug === 'string' &&
  typeof (value as Counted).plays === 'number' &&
  typeof (value as Counted).likes === 'number';

/**
 * The latest counters of recently counted games, merged into cached answers as they are read: a cached list keeps
 * its order (dropped only when a flush reorders it, see reorder.ts) but always shows this process's own numbers.
 * Entries outlive every cache entry loaded before the write reached the database (TTL + flush interval).
 */
interface Live {
  counts: LiveCounts;
  /** When these counts were in the database (undefined: still in the write-behind buffer). */
  storedAt?: number;
}

export class LiveCounters {
  private readonly counts: LRUCache<string, Live>;

  constructor(
    ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.counts = new LRUCache({ max: 10_000, ttl: ttlMs });
  }

  /** Counts this process wrote: `stored` once they are in the database (a flush, or a write that waits for it). */
  set(slug: string, counts: LiveCounts, stored = false): void {
    this.counts.set(slug, { counts, storedAt: stored ? this.now() : undefined });
  }

  get(slug: string): LiveCounts | undefined {
    return this.counts.get(slug)?.counts;
  }

  /**
   * The value with every game card's or detail's counters replaced by the live ones (copies only what changes).
   * `loadedAt`: when the value was read from the database; counts stored before that are in it already (within the
   * same millisecond they are merged, to be safe), and a
   * value read later may hold other replicas' writes too, so those live counts are not merged into it.
   */
  merge<T>(value: T, loadedAt = -Infinity): T {
    this.loadedAt = loadedAt;
    if (this.counts.size === 0) return value;
    if (Array.isArray(value)) return value.map((item: unknown) => this.fresh(item)) as T;
    if (typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items)) {
      const page = value as unknown as { items: unknown[] };
      return { ...page, items: page.items.map((item) => this.fresh(item)) } as T;
    }
    return this.fresh(value) as T;
  }

  private loadedAt = -Infinity;

  private fresh(item: unknown): unknown {
    if (!isCounted(item)) return item;
    const entry = this.counts.get(item.slug);
    if (!entry || (entry.storedAt !== undefined && entry.storedAt < this.loadedAt)) return item;
    const live = entry.counts;
    return {
      ...item,
      plays: live.plays,
      likes: live.likes,
      votes_up: live.votes_up,
      votes_down: live.votes_down,
      ...(item.views === undefined ? {} : { views: live.views }),
    };
  }
}
