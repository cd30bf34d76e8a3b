import type { Queryable } from '../../db/db.js';

/** Changes to one game's counters not yet written to `games`. */
export interface CounterDelta {
  views: number;
  plays: number;
  likes: number;
  /** Thumbs up and down (a changed vote is -1 on one and +1 on the other). */
  votes_up: number;
  votes_down: number;
}

const KEYS = ['views', 'plays', 'likes', 'votes_up', 'votes_down'] as const;

/** One game's counters as a flush wrote them, and what they were just before. */
export interface FlushedCounters {
  id: number;
  slug: string;
  before: CounterDelta;
  after: CounterDelta;
}

const ZERO: CounterDelta = { views: 0, plays: 0, likes: 0, votes_up: 0, votes_down: 0 };

/**
 * Write-behind for the counter columns of `games`: each counted view, play or like adds to an in-memory delta (the
 * per-actor rows in game_counter_events / game_likes, which make counting idempotent, are written at once), and
 * every `intervalMs` one statement adds all deltas. Hot games' rows are then updated once per interval instead of
 * once per click, so reads never queue behind their locks. close() writes what is left (SIGTERM, tests).
 */
export class CounterBuffer {
  private deltas = new Map<number, { slug: string; delta: CounterDelta }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Reads of stored counters under way (whileSettled), and the flush writing now, if any. */
  private readers = 0;
  private writing: Promise<void> | null = null;
  private readersDone: (() => void) | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly intervalMs: number,
    private readonly onFlushed: (games: FlushedCounters[]) => void = () => {},
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  add(id: number, slug: string, change: Partial<CounterDelta>): void {
    const entry = this.deltas.get(id) ?? { slug, delta: { ...ZERO } };
    for (const key of KEYS) entry.delta[key] += change[key] ?? 0;
    this.deltas.set(id, entry);
    if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** What this process counted for a game that is not in the database yet. */
  pending(id: number): CounterDelta {
    return this.deltas.get(id)?.delta ?? ZERO;
  }

  /**
   * Runs a read of the stored counters that adds pending() to them, never while a flush is writing: a batch being
   * written has left pending() but may not be in what the read's statement sees, so the count would dip (or a read
   * seeing it committed while it is still pending would count it twice). Reads under way finish before a flush writes;
   * reads that come during one wait for it (one statement, once per interval).
   */
  async whileSettled<T>(read: () => Promise<T>): Promise<T> {
    while (this.writing) await this.writing;
    this.readers += 1;
    try {
      return await read();
    } finally {
      this.readers -= 1;
      if (this.readers === 0) this.readersDone?.();
    }
  }

  /** Writes every delta now (one statement); on failure they are kept for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async writeAll(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.deltas.size === 0) return;
    let written!: () => void;
    this.writing = new Promise<void>((resolve) => (written = resolve));
    try {
      if (this.readers > 0) await new Promise<void>((resolve) => (this.readersDone = resolve));
      this.readersDone = null;
      await this.writeBatch();
    } finally {
      this.writing = null;
      written();
    }
  }

  private async writeBatch(): Promise<void> {
    if (this.deltas.size === 0) return;
    const batch = this.deltas;
    this.deltas = new Map();
    const ids = [...batch.keys()];
    const column = (key: keyof CounterDelta) => ids.map((id) => batch.get(id)!.delta[key]);
    try {
      const rows = await this.db.query<{ id: number; slug: string } & Record<keyof CounterDelta, number>>(
        `UPDATE games g SET views = greatest(g.views + d.views, 0), plays = greatest(g.plays + d.plays, 0),
                likes = greatest(g.likes + d.likes, 0), votes_up = greatest(g.votes_up + d.votes_up, 0),
                votes_down = greatest(g.votes_down + d.votes_down, 0)
           FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
                AS d (id, views, plays, likes, votes_up, votes_down)
          WHERE g.id = d.id
         RETURNING g.id, g.slug, g.views, g.plays, g.likes, g.votes_up, g.votes_down`,
        [ids, ...KEYS.map(column)],
      );
      this.onFlushed(
        rows.map((row) => {
          const delta = batch.get(row.id)!.delta;
          const after = { ...ZERO };
          const before = { ...ZERO };
          for (const key of KEYS) {
            after[key] = Number(row[key]);
            before[key] = after[key] - delta[key];
          }
          return { id: row.id, slug: row.slug, before, after };
        }),
      );
    } catch (error) {
      // Keep the counts: merge them back under whatever arrived meanwhile, and try again on the next interval.
      for (const [id, { slug, delta }] of batch) this.add(id, slug, delta);
      this.onError(error);
    }
  }
}
