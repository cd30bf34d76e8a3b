import { LRUCache } from 'lru-cache';
import { LiveCounters, type LiveCounts } from './live-counters.js';
import { changesOrder, orderOf } from './reorder.js';

/** A game whose counters a flush just wrote: its slug and counters before and after. */
export interface CounterChange {
  slug: string;
  was: LiveCounts;
  now: LiveCounts;
}

/**
 * Read-through cache of catalogue answers (hot lists, details, searches) shared by every request of this process.
 * Writes clear only what they change: a view, play or like records the game's new counters (merged into every cached
 * answer as it is read, its detail included, see live-counters.ts); once the counts reach the
 * database (the write-behind flush) only the cached pages whose order they change are dropped (reorder.ts).
 * Catalogue edits (publishing, moderation) still clear everything. The TTL bounds how stale another replica's
 * writes may look.
 */
export class CatalogueCache {
  /** Cached answers with when their load started (what the database held then is in them). */
  private readonly entries: LRUCache<string, { value: unknown; loadedAt: number }>;
  private readonly pending = new Map<string, Promise<unknown>>();
  readonly live: LiveCounters;

  constructor(options: { max?: number; ttlMs?: number; flushMs?: number } = {}) {
    const ttlMs = options.ttlMs ?? 30_000;
    this.entries = new LRUCache({ max: options.max ?? 2000, ttl: ttlMs });
    this.live = new LiveCounters(ttlMs + 2 * (options.flushMs ?? 1000) + 1000);
  }

  /**
   * The cached value for key, or the loader's (loaded once however many requests ask at the same time), with the
   * live counters merged in.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return this.live.merge(hit.value as T, hit.loadedAt);
    const inFlight = this.pending.get(key) as Promise<T> | undefined;
    if (inFlight) return this.live.merge(await inFlight);
    const loadedAt = Date.now();
    const loading: Promise<T> = load().then((value) => {
      // A write during the load may have changed the answer; keep it only if nothing dropped this load meanwhile.
      if (this.pending.get(key) === loading) this.entries.set(key, { value, loadedAt });
      return value;
    });
    this.pending.set(key, loading);
    try {
      return this.live.merge(await loading, loadedAt);
    } finally {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    }
  }

  /** Stores a value this process knows to be current (e.g. whether an actor likes a game, after the like). */
  set(key: string, value: unknown): void {
    this.pending.delete(key);
    this.entries.set(key, { value, loadedAt: -Infinity });
  }

  invalidate(): void {
    this.entries.clear();
    this.pending.clear();
  }

  /** Forgets only the entries whose key matches (e.g. one game's detail in every language). */
  invalidateWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
    for (const key of [...this.pending.keys()]) if (matches(key)) this.pending.delete(key);
  }

  /**
   * A game's counters changed (not yet in the database): every cached answer holding the game, its detail included,
   * shows the new numbers as it is read (its counters are all the detail holds of them), so nothing is dropped.
   */
  counted(slug: string, counts: LiveCounts, stored = false): void {
    this.live.set(slug, counts, stored);
  }

  /**
   * Counters reached the database: drop the cached pages whose order they change, and loads of ordered lists that
   * were running meanwhile (they may have read the counts from before).
   */
  reordered(changes: CounterChange[]): void {
    if (changes.length === 0) return;
    for (const change of changes) this.live.set(change.slug, change.now, true);
    for (const [key, entry] of [...this.entries.entries()]) {
      const order = orderOf(key);
      if (!order) continue;
      const value = this.live.merge(entry.value);
      if (changesOrder(order, value, changes)) this.entries.delete(key);
    }
    for (const key of [...this.pending.keys()]) if (orderOf(key)) this.pending.delete(key);
  }
}

export const cacheKey = (...parts: Array<string | number | boolean | null | undefined>) =>
  parts.map((part) => (part === undefined || part === null ? '' : String(part))).join('\u0000');
