import type { Db } from '../../db/db.js';
import type { CounterBuffer } from './buffer.js';
import type { GameCounters } from '@portal/shared/types/catalogue';
import type { Vote } from '@portal/shared/catalogue/ratings';
import { notFound } from '../../http/envelope.js';
import { publishedGameId } from '../games/published-id.js';

/** A view or play counts once per actor and game in this window, so reloads and retries do not inflate counts. */
export const COUNTER_WINDOW_SECONDS = 600;
/** Window events older than this are deleted, at most once per window per process. */
const EVENT_RETENTION_WINDOWS = 6;

export type CounterKind = 'view' | 'play';
const COLUMN: Record<CounterKind, 'views' | 'plays'> = { view: 'views', play: 'plays' };

export interface CounterResult {
  counters: GameCounters;
  /** Whether the call changed anything (callers invalidate caches only then). */
  changed: boolean;
  gameId: number;
}

/** Where counts go: per-actor rows at once, the games' totals through the write-behind buffer. */
export interface CounterStore {
  db: Db;
  buffer: CounterBuffer;
}

/**
 * The per-actor rows of anonymous counts commit without waiting for the WAL to reach disk (PostgreSQL's
 * asynchronous commit: a database crash may lose the last fraction of a second of counts, never consistency), so a
 * busy like button does not queue on fsync. A signed-in player's like, part of their lists, commits synchronously
 * (writeAndRead tells the actors apart by their `u:` prefix, http/actor.ts).
 */
const ASYNC_COMMIT = 'SET LOCAL synchronous_commit = off';

const currentBucket = (now = Date.now()) => Math.floor(now / 1000 / COUNTER_WINDOW_SECONDS);

interface StoredCounters {
  views: number;
  plays: number;
  likes: number;
  votes_up: number;
  votes_down: number;
  liked: boolean;
  up: boolean | null;
}

/** The stored counters plus what this process has counted but not written yet. */
async function readCounters({ db, buffer }: CounterStore, gameId: number, actor: string): Promise<GameCounters> {
  return buffer.whileSettled(async () => {
    const [row] = await db.query<StoredCounters>(
      `SELECT views, plays, likes, votes_up, votes_down,
              EXISTS (SELECT 1 FROM game_likes WHERE game_id = $1 AND actor = $2) AS liked,
              (SELECT up FROM game_votes WHERE game_id = $1 AND actor = $2) AS up
         FROM games WHERE id = $1`,
      [gameId, actor],
    );
    return withPending(row!, buffer.pending(gameId));
  });
}

function withPending(row: StoredCounters, pending: ReturnType<CounterBuffer['pending']>): GameCounters {
  const total = (stored: number, delta: number) => Math.max(Number(stored) + delta, 0);
  return {
    views: total(row.views, pending.views),
    plays: total(row.plays, pending.plays),
    likes: total(row.likes, pending.likes),
    liked: row.liked,
    votes_up: total(row.votes_up, pending.votes_up),
    votes_down: total(row.votes_down, pending.votes_down),
    vote: row.up === null ? null : row.up ? 'up' : 'down',
  };
}

/**
 * One statement for an anonymous count: finds the published game by slug, runs `write` (a data-modifying statement
 * over `g`, the game, that returns a row when it changed something), commits without waiting for the WAL (the
 * transaction-local `synchronous_commit`, see ASYNC_COMMIT; a signed-in player's write waits for it), and reads the stored counters and the actor's like and
 * vote back: one round trip instead of five. $1 slug, $2 actor; `params` follow from $3.
 */
async function writeAndRead(
  { db, buffer }: CounterStore,
  slug: string,
  actor: string,
  write: string,
  params: unknown[],
): Promise<{ gameId: number; changed: boolean; counters: GameCounters }> {
  const row = await buffer.whileSettled(async () => {
    const [found] = await db.query<StoredCounters & { id: number; changed: boolean }>(
      `WITH async AS (SELECT set_config('synchronous_commit', CASE WHEN $2 LIKE 'u:%' THEN 'on' ELSE 'off' END, true)),
          g AS (SELECT id, views, plays, likes, votes_up, votes_down FROM games WHERE slug = $1 AND status = 'published'),
          w AS (${write})
     SELECT g.*, EXISTS (SELECT 1 FROM w) AS changed,
            EXISTS (SELECT 1 FROM game_likes WHERE game_id = g.id AND actor = $2) AS liked,
            (SELECT up FROM game_votes WHERE game_id = g.id AND actor = $2) AS up
       FROM g CROSS JOIN async`,
      [slug, actor, ...params],
      { prepare: true },
    );
    return found && { ...found, counters: withPending(found, buffer.pending(found.id)) };
  });
  if (!row) throw notFound(`Game not found: ${slug}`, 40401);
  return { gameId: row.id, changed: row.changed, counters: row.counters };
}

let lastPrune = 0;

/** Counts a view or a play of a published game, once per actor per window. */
export async function countEvent(
  store: CounterStore,
  slug: string,
  kind: CounterKind,
  actor: string,
): Promise<CounterResult> {
  const { db, buffer } = store;
  const bucket = currentBucket();
  const written = await writeAndRead(
    store,
    slug,
    actor,
    `INSERT INTO game_counter_events (game_id, kind, actor, bucket) SELECT id, $3, $2, $4 FROM g
     ON CONFLICT DO NOTHING RETURNING 1`,
    [kind, bucket],
  );
  if (written.changed) {
    buffer.add(written.gameId, slug, { [COLUMN[kind]]: 1 });
    written.counters[COLUMN[kind]] += 1;
  }
  if (bucket - lastPrune >= 1) {
    lastPrune = bucket;
    await db.query('DELETE FROM game_counter_events WHERE bucket < $1', [bucket - EVENT_RETENTION_WINDOWS]);
  }
  return written;
}

/**
 * Likes (true) or unlikes (false) a game for an actor, a device or a signed-in player alike: one row per actor in
 * `game_likes` (a player's liked list reads the same rows) and the count through the write-behind buffer. Repeating
 * either changes nothing; likes never go below 0.
 */
export async function setLike(store: CounterStore, slug: string, actor: string, like: boolean): Promise<CounterResult> {
  const written = await writeAndRead(
    store,
    slug,
    actor,
    like
      ? `INSERT INTO game_likes (game_id, actor) SELECT id, $2 FROM g ON CONFLICT DO NOTHING RETURNING 1`
      : `DELETE FROM game_likes l USING g WHERE l.game_id = g.id AND l.actor = $2 RETURNING 1`,
    [],
  );
  if (written.changed) {
    store.buffer.add(written.gameId, slug, { likes: like ? 1 : -1 });
    written.counters.likes = Math.max(written.counters.likes + (like ? 1 : -1), 0);
  }
  // The statement read the like from before its own write: after it, the actor likes the game exactly when `like`.
  return { ...written, counters: { ...written.counters, liked: like } };
}

/**
 * Sets an actor's thumbs on a game: up, down, or none (takes it back). One vote per actor and game; changing it moves
 * one count from the old side to the new, repeating it changes nothing. The totals go through the write-behind
 * buffer like likes; the score that orders "top" follows them in the database (migration 013).
 */
export async function setVote(
  store: CounterStore,
  slug: string,
  actor: string,
  vote: 'up' | 'down' | 'none',
): Promise<CounterResult> {
  const { db, buffer } = store;
  const gameId = await publishedGameId(db, slug);
  const delta = await db.transaction(async (tx) => {
    await tx.query(ASYNC_COMMIT);
    if (vote === 'none') {
      const [old] = await tx.query<{ up: boolean }>(
        'DELETE FROM game_votes WHERE game_id = $1 AND actor = $2 RETURNING up',
        [gameId, actor],
      );
      return old ? voteDelta(old.up ? 'up' : 'down', -1) : null;
    }
    // One statement, so concurrent votes of one actor cannot both insert: `inserted` tells a new vote from a change.
    const [row] = await tx.query<{ inserted: boolean }>(
      `INSERT INTO game_votes (game_id, actor, up) VALUES ($1, $2, $3)
       ON CONFLICT (game_id, actor) DO UPDATE SET up = EXCLUDED.up, updated_at = now()
         WHERE game_votes.up IS DISTINCT FROM EXCLUDED.up
       RETURNING (xmax = 0) AS inserted`,
      [gameId, actor, vote === 'up'],
    );
    if (!row) return null;
    const added = voteDelta(vote, 1);
    if (row.inserted) return added;
    const removed = voteDelta(vote === 'up' ? 'down' : 'up', -1);
    return { votes_up: added.votes_up + removed.votes_up, votes_down: added.votes_down + removed.votes_down };
  });
  if (delta) buffer.add(gameId, slug, delta);
  return { counters: await readCounters(store, gameId, actor), changed: delta !== null, gameId };
}

const voteDelta = (side: Exclude<Vote, null>, by: number) =>
  side === 'up' ? { votes_up: by, votes_down: 0 } : { votes_up: 0, votes_down: by };
