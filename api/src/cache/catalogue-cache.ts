import { LRUCache } from 'lru-cache';
import type { CatalogueMessage, CounterChange } from './cache-messages.js';
import { LiveCounters, type LiveCounts } from './live-counters.js';
import { changesOrder, orderOf } from './reorder.js';

export type { CounterChange } from './cache-messages.js';

/**
 * Read-through cache of catalogue answers (hot lists, details, searches) shared by every request of this process.
 * Writes clear only what they change: a view, play or like records the game's new counters (merged into every cached
 * answer as it is read, its detail included, see live-counters.ts); once the counts reach the
 * database (the write-behind flush) only the cached pages whose order they change are dropped (reorder.ts).
 * Catalogue edits (publishing, moderation) still clear everything. Every such write is also handed to `onWrite` as a
 * message (cache-messages.ts), which the invalidation bus sends to the other replicas; they `apply` it without
 * sending it on. The TTL bounds how stale a write may look only when a message is lost; while the bus is down,
 * `maxAge` shortens it (see invalidation-bus.ts).
 */
export class CatalogueCache {
  /** Cached answers with when their load started (what the database held then is in them). */
  private readonly entries: LRUCache<string, { value: unknown; loadedAt: number; storedAt: number }>;
  private readonly pending = new Map<string, Promise<unknown>>();
  readonly live: LiveCounters;
  /** Where this process's writes go to reach the other replicas (set by the invalidation bus). */
  onWrite: (message: CatalogueMessage) => void = () => {};
  /** While set, entries older than this many milliseconds are reloaded (the bus is down: writes elsewhere are unheard). */
  maxAgeMs: number | undefined;

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
    const hit = this.fresh(key);
    if (hit) return this.live.merge(hit.value as T, hit.loadedAt);
    const inFlight = this.pending.get(key) as Promise<T> | undefined;
    if (inFlight) return this.live.merge(await inFlight);
    const loadedAt = Date.now();
    const loading: Promise<T> = load().then((value) => {
      // A write during the load may have changed the answer; keep it only if nothing dropped this load meanwhile.
      if (this.pending.get(key) === loading) this.entries.set(key, { value, loadedAt, storedAt: Date.now() });
      return value;
    });
    this.pending.set(key, loading);
    try {
      return this.live.merge(await loading, loadedAt);
    } finally {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    }
  }

  private fresh(key: string) {
    const hit = this.entries.get(key);
    if (hit && this.maxAgeMs !== undefined && Date.now() - hit.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Stores a value this process knows to be current. */
  set(key: string, value: unknown): void {
    this.pending.delete(key);
    this.entries.set(key, { value, loadedAt: -Infinity, storedAt: Date.now() });
  }

  /** Clears everything, here and (through onWrite) on every replica. */
  invalidate(): void {
    this.write({ kind: 'invalidate', scope: 'all' });
  }

  /** An actor's like and vote of a game after their write: every replica answers them without a query. */
  answered(game: number, actor: string, liked: boolean, vote: 'up' | 'down' | null): void {
    this.write({ kind: 'actor', game, actor, liked, vote });
  }

  private write(message: CatalogueMessage): void {
    this.apply(message);
    this.onWrite(message);
  }

  /** A write made here or on another replica (from the bus): changes this process's cache only. */
  apply(message: CatalogueMessage): void {
    switch (message.kind) {
      case 'invalidate':
        this.entries.clear();
        this.pending.clear();
        return;
      case 'counted':
        this.live.set(message.slug, message.counts, message.stored);
        return;
      case 'reordered':
        this.reorder(message.changes);
        return;
      case 'actor':
        this.set(cacheKey('liked', message.game, message.actor), message.liked);
        this.set(cacheKey('vote', message.game, message.actor), message.vote);
        return;
    }
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
    this.write({ kind: 'counted', slug, counts, ...(stored ? { stored } : {}) });
  }

  /**
   * Counters reached the database: drop the cached pages whose order they change, and loads of ordered lists that
   * were running meanwhile (they may have read the counts from before).
   */
  reordered(changes: CounterChange[]): void {
    if (changes.length > 0) this.write({ kind: 'reordered', changes });
  }

  private reorder(changes: CounterChange[]): void {
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
