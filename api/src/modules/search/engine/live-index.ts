import type { Queryable } from '../../../db/db.js';
import { loadGameTexts, loadNames } from './load.js';
import { SearchIndex } from './search-index.js';

/** More changes than this since the last look: read everything again rather than game by game. */
const MAX_CHANGES = 1000;
/** A change older than this whose predecessor never appeared: that transaction rolled back (its number is a gap). */
const SETTLED = `interval '1 minute'`;
/** The whole index is read again this often (and changes older than a day are forgotten then). */
const RELOAD_MS = 6 * 60 * 60 * 1000;

/** The log's latest change number, as an SQL expression (for `missed`): one step down its primary key. */
export const LATEST_CHANGE = `(SELECT COALESCE(max(seq), 0) FROM search_changes)`;

/**
 * This process's search index, kept current from the database's change log (`search_changes`, migration 017:
 * triggers record every game whose texts, aliases, status, categories or tags change, and every change of category
 * or tag names). Each search first reads the log past what the index has applied (an index range scan that is
 * almost always empty) and reloads only the games named there, so every replica sees a write as soon as it is
 * committed. Concurrent searches share one look; a search that arrives while a look runs waits for the next one,
 * which starts after it arrived (read your writes).
 */
export class LiveSearchIndex {
  private index?: Promise<SearchIndex>;
  private loadedAt = 0;
  /** Every change up to this number is applied; `applied` holds those past it (a gap waits for its transaction). */
  private floor = 0;
  private readonly applied = new Set<number>();
  private checking?: Promise<SearchIndex>;
  private queued?: Promise<SearchIndex>;

  constructor(private readonly db: Queryable) {}

  /** The index with every change committed before this call applied. */
  current(): Promise<SearchIndex> {
    if (!this.index) return this.reload();
    if (!this.checking) return this.check();
    this.queued ??= this.checking.then(
      () => this.next(),
      () => this.next(),
    );
    return this.queued;
  }

  /**
   * The index as it is, without looking at the log (read when the API becomes ready; the first caller waits for it). A search that uses
   * it reads LATEST_CHANGE in its own statement, and runs again on `current()` if the index `missed` a change.
   */
  loaded(): Promise<SearchIndex> {
    return this.index ?? this.reload();
  }

  /**
   * Whether the log may hold a change the index has not applied, given the log's latest number: past the floor, or
   * a gap below it still waits for its transaction (then only a full look can tell).
   */
  missed(latest: number): boolean {
    return latest > this.floor || this.applied.size > 0;
  }

  private next(): Promise<SearchIndex> {
    this.queued = undefined;
    return this.checking ?? this.check();
  }

  private reload(): Promise<SearchIndex> {
    const loading = (async () => {
      const [mark] = await this.db.query<{ seq: string }>(`SELECT COALESCE(max(seq), 0) AS seq FROM search_changes`);
      const [games, names] = await Promise.all([loadGameTexts(this.db), loadNames(this.db)]);
      await this.db.query(`DELETE FROM search_changes WHERE changed_at < now() - interval '1 day'`);
      this.floor = Number(mark!.seq);
      this.applied.clear();
      this.loadedAt = Date.now();
      return new SearchIndex(games.values(), names);
    })();
    // Until the first load completes, searches wait for it; a later reload replaces the index once read.
    if (!this.index) this.index = loading;
    loading.then(
      () => (this.index = loading),
      () => this.index === loading && (this.index = undefined),
    );
    return loading;
  }

  private check(): Promise<SearchIndex> {
    const run = this.applyChanges();
    this.checking = run;
    const done = () => {
      if (this.checking === run) this.checking = undefined;
    };
    run.then(done, done);
    return run;
  }

  private async applyChanges(): Promise<SearchIndex> {
    const index = await this.index!;
    if (Date.now() - this.loadedAt > RELOAD_MS) {
      this.loadedAt = Date.now();
      void this.reload().catch((error) =>
        process.emitWarning(`Search index reload failed: ${(error as Error).message}`),
      );
    }
    const rows = await this.db.query<{ seq: string; game_id: number | null; settled: boolean }>(
      `SELECT seq, game_id, changed_at < now() - ${SETTLED} AS settled FROM search_changes
        WHERE seq > $1 ORDER BY seq LIMIT ${MAX_CHANGES}`,
      [this.floor],
    );
    if (rows.length === MAX_CHANGES) return this.reload();
    const fresh = rows.filter((row) => !this.applied.has(Number(row.seq)));
    if (fresh.length > 0) {
      const games = [...new Set(fresh.flatMap((row) => (row.game_id === null ? [] : [row.game_id])))];
      const [texts, names] = await Promise.all([
        games.length > 0 ? loadGameTexts(this.db, games) : new Map(),
        fresh.some((row) => row.game_id === null) ? loadNames(this.db) : undefined,
      ]);
      for (const id of games) index.setGame(id, texts.get(id));
      if (names) index.setNames(names);
      for (const row of fresh) this.applied.add(Number(row.seq));
    }
    // Move the floor over consecutive numbers, and over a gap once the change after it has settled.
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== this.floor + 1 && !row.settled) break;
      this.floor = seq;
    }
    for (const seq of this.applied) if (seq <= this.floor) this.applied.delete(seq);
    return index;
  }
}
