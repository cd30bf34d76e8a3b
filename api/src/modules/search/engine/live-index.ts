import type { ObjectStore } from '@portal/object-store';
import type { Queryable } from '../../../db/db.js';
import { buildBase, loadGameTexts, loadNames } from './load.js';
import { SearchIndex } from './search-index.js';
import { readLatestSnapshot } from './snapshot.js';

/** More changes than this since the last look: read everything again rather than game by game. */
const MAX_CHANGES = 1000;
/** A change older than this whose predecessor never appeared: that transaction rolled back (its number is a gap). */
const SETTLED = `interval '1 minute'`;
/** The whole index is read again this often (and changes older than a day are forgotten then). */
const RELOAD_MS = 6 * 60 * 60 * 1000;
/** A snapshot older than this is not read: the changes since may be past what the log keeps (a day). */
const SNAPSHOT_MAX_AGE_MS = 23 * 60 * 60 * 1000;

/** The log's latest change number, as an SQL expression (for `missed`): one step down its primary key. */
export const LATEST_CHANGE = `(SELECT COALESCE(max(seq), 0) FROM search_changes)`;

/**
 * This process's search index, kept current from the database's change log (`search_changes`, migration 017:
 * triggers record every game whose texts, aliases, status, categories or tags change, and every change of category
 * or tag names). Each search first reads the log past what the index has applied (an index range scan that is
 * almost always empty) and reloads only the games named there, so every replica sees a write as soon as it is
 * committed. Concurrent searches share one look; a search that arrives while a look runs waits for the next one,
 * which starts after it arrived (read your writes).
 *
 * Where the index comes from: the latest snapshot in the object store when there is one (snapshot.ts, written by
 * `npm run search:snapshot`), with the changes logged since replayed into the overlay; else the database, read in
 * batches (a new deployment, PGlite, tests).
 */
export class LiveSearchIndex {
  private index?: Promise<SearchIndex>;
  private loadedAt = 0;
  /** Every change up to this number is applied; `applied` holds those past it (a gap waits for its transaction). */
  private floor = 0;
  private readonly applied = new Set<number>();
  private checking?: Promise<SearchIndex>;
  private queued?: Promise<SearchIndex>;

  constructor(
    private readonly db: Queryable,
    /** `objects`: where snapshots are read from (none: always from the database). */
    private readonly options: { objects?: ObjectStore } = {},
  ) {}

  /** How the index was last read: from a snapshot (its key, the games changed since) or the database, and how long it took. */
  lastLoad?: { from: 'snapshot' | 'database'; ms: number; key?: string; changed?: number };

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
      const started = Date.now();
      const index = (await this.fromSnapshot()) ?? (await this.fromDatabase());
      this.lastLoad ??= { from: 'database', ms: 0 };
      this.lastLoad.ms = Date.now() - started;
      await this.db.query(`DELETE FROM search_changes WHERE changed_at < now() - interval '1 day'`);
      this.loadedAt = Date.now();
      return index;
    })();
    // Until the first load completes, searches wait for it; a later reload replaces the index once read.
    if (!this.index) this.index = loading;
    loading.then(
      () => (this.index = loading),
      () => this.index === loading && (this.index = undefined),
    );
    return loading;
  }

  private async fromDatabase(): Promise<SearchIndex> {
    const [mark] = await this.db.query<{ seq: string }>(`SELECT COALESCE(max(seq), 0) AS seq FROM search_changes`);
    const [base, names] = await Promise.all([buildBase(this.db), loadNames(this.db)]);
    this.floor = Number(mark!.seq);
    this.applied.clear();
    this.lastLoad = { from: 'database', ms: 0 };
    return new SearchIndex([], names, base);
  }

  /** The latest snapshot with every change logged since applied; null when there is none recent enough. */
  private async fromSnapshot(): Promise<SearchIndex | null> {
    if (!this.options.objects) return null;
    const snapshot = await readLatestSnapshot(this.options.objects).catch((error: Error) => {
      process.emitWarning(`Search snapshot not read: ${error.message}`);
      return null;
    });
    if (!snapshot || Date.now() - Date.parse(snapshot.info.builtAt) > SNAPSHOT_MAX_AGE_MS) return null;
    const index = new SearchIndex([], await loadNames(this.db), snapshot.part);
    this.floor = snapshot.info.change;
    this.applied.clear();
    // Replayed a batch at a time (the log may hold more than one look takes).
    for (;;) {
      const before = this.floor;
      // Stops at the end, or at a gap whose transaction may still commit (the searches' looks take it from there).
      if (!(await this.applyTo(index)) || this.floor === before) break;
    }
    this.lastLoad = { from: 'snapshot', ms: 0, key: snapshot.key, changed: index.changed };
    return index;
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
    return (await this.applyTo(index)) ? this.reload() : index;
  }

  /** Applies the next changes of the log to the index; true when there were MAX_CHANGES (more may follow). */
  private async applyTo(index: SearchIndex): Promise<boolean> {
    const rows = await this.db.query<{ seq: string; game_id: number | null; settled: boolean }>(
      `SELECT seq, game_id, changed_at < now() - ${SETTLED} AS settled FROM search_changes
        WHERE seq > $1 ORDER BY seq LIMIT ${MAX_CHANGES}`,
      [this.floor],
    );
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
    return rows.length === MAX_CHANGES;
  }
}
