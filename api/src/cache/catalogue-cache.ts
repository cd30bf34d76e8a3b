import { LRUCache } from 'lru-cache';

/**
 * Read-through cache of catalogue answers (hot lists, details, searches) shared by every request of this process.
 * A write to the catalogue clears what it changes (a play or like: everything, since lists are ordered by them; a
 * view: that game's detail), so a process always answers with its own latest writes; the TTL bounds how stale
 * another replica's writes may look.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.max ?? 2000, ttl: options.ttlMs ?? 30_000 });
  }

  /** The cached value for key, or the loader's (loaded once however many requests ask at the same time). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.generation;
    const loading = load().then((value) => {
      // A write during the load may have changed the answer; keep it only if nothing was invalidated meanwhile.
      if (generation === this.generation) this.entries.set(key, { value });
      return value;
    });
    this.pending.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    }
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** Forgets only the entries whose key starts with these parts (e.g. one game's detail in every language). */
  invalidateWhere(matches: (key: string) => boolean): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
    for (const key of [...this.pending.keys()]) if (matches(key)) this.pending.delete(key);
  }
}

export const cacheKey = (...parts: Array<string | number | boolean | null | undefined>) =>
  parts.map((part) => (part === undefined || part === null ? '' : String(part))).join('\u0000');
