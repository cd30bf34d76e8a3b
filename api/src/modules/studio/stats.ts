import {
  STUDIO_ERROR_CODES,
  STUDIO_UNANSWERED_COMMENTS,
  type StudioDay,
  type StudioStats,
} from '@portal/shared/contract/studio';
import type { Queryable } from '../../db/db.js';
import { notFound } from '../../http/envelope.js';
import { GAME_TITLE } from './games.js';
import { daysOf } from './range.js';

interface DailyRow {
  day: string;
  page_views: number;
  play_starts: number;
  unique_players: number;
  new_players: number;
  engaged_plays: number;
  play_seconds: string;
  median_play_seconds: number;
  returning_day1: number;
  returning_day7: number;
  comments: number;
}

interface CounterRow {
  day: string;
  likes: string;
  votes_up: string;
  votes_down: string;
  rating: number;
}

interface BreakdownRow {
  dimension: 'locale' | 'device' | 'source';
  value: string;
  page_views: string;
  play_starts: string;
}

interface CommentRow {
  id: string;
  body: string;
  author: string;
  created_at: Date;
  like_count: number;
  reply_count: number;
}

const DAY = `to_char(day, 'YYYY-MM-DD') AS day`;

/** The caller's own game of that slug, or 404 (another maker's game answers as a missing one). */
export async function ownGame(
  db: Queryable,
  slug: string,
  userId: string,
): Promise<{ id: number; slug: string; title: string }> {
  const [game] = await db.query<{ id: number; slug: string; title: string }>(
    `SELECT g.id, g.slug, ${GAME_TITLE} AS title FROM games g WHERE g.slug = $1 AND g.owner_id = $2`,
    [slug, userId],
  );
  if (!game) throw notFound(`You have no game "${slug}"`, STUDIO_ERROR_CODES.unknownGame);
  return game;
}

/**
 * The daily series of one game over [from, to]: every day, zeros where nothing was counted; like and vote totals
 * carried forward from the last snapshot on or before each day (the one before `from` included).
 */
export async function dailySeries(db: Queryable, gameId: number, from: string, to: string): Promise<StudioDay[]> {
  const [daily, counters] = await Promise.all([
    db.query<DailyRow>(
      `SELECT ${DAY}, page_views, play_starts, unique_players, new_players, engaged_plays, play_seconds,
              median_play_seconds, returning_day1, returning_day7, comments
         FROM studio_daily WHERE game_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [gameId, from, to],
    ),
    db.query<CounterRow>(
      `SELECT ${DAY}, likes, votes_up, votes_down, wilson_lower_bound(votes_up, votes_down) AS rating
         FROM studio_counter_days
        WHERE game_id = $1 AND day <= $3::date
          AND day >= coalesce((SELECT max(day) FROM studio_counter_days WHERE game_id = $1 AND day <= $2::date), $2::date)
        ORDER BY day`,
      [gameId, from, to],
    ),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  let counter: CounterRow | undefined;
  let next = 0;
  return daysOf(from, to).map((date) => {
    while (next < counters.length && counters[next]!.day <= date) counter = counters[next++];
    const row = byDay.get(date);
    return {
      date,
      pageViews: row?.page_views ?? 0,
      playStarts: row?.play_starts ?? 0,
      uniquePlayers: row?.unique_players ?? 0,
      newPlayers: row?.new_players ?? 0,
      engagedPlays: row?.engaged_plays ?? 0,
      playSeconds: Number(row?.play_seconds ?? 0),
      medianPlaySeconds: Number(row?.median_play_seconds ?? 0),
      returningDay1: row?.returning_day1 ?? 0,
      returningDay7: row?.returning_day7 ?? 0,
      comments: row?.comments ?? 0,
      likes: Number(counter?.likes ?? 0),
      votesUp: Number(counter?.votes_up ?? 0),
      votesDown: Number(counter?.votes_down ?? 0),
      rating: Number(counter?.rating ?? 0),
    };
  });
}

async function breakdowns(db: Queryable, gameId: number, from: string, to: string) {
  const rows = await db.query<BreakdownRow>(
    `SELECT dimension, value, sum(page_views) AS page_views, sum(play_starts) AS play_starts
       FROM studio_breakdown WHERE game_id = $1 AND day BETWEEN $2::date AND $3::date
      GROUP BY dimension, value ORDER BY sum(page_views) DESC, sum(play_starts) DESC, value`,
    [gameId, from, to],
  );
  const result: StudioStats['breakdowns'] = { locale: [], device: [], source: [] };
  for (const row of rows)
    result[row.dimension].push({
      value: row.value,
      pageViews: Number(row.page_views),
      playStarts: Number(row.play_starts),
    });
  return result;
}

/** The latest top-level comments by others that no reply of the maker answers. */
async function unansweredComments(db: Queryable, gameId: number, ownerId: string) {
  const rows = await db.query<CommentRow>(
    `SELECT c.id, c.body, u.name AS author, c.created_at, c.like_count, c.reply_count
       FROM comments c JOIN users u ON u.id = c.user_id
      WHERE c.game_id = $1 AND c.parent_id IS NULL AND c.deleted_at IS NULL AND c.user_id <> $2
        AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id AND r.user_id = $2 AND r.deleted_at IS NULL)
      ORDER BY c.created_at DESC, c.id DESC LIMIT $3`,
    [gameId, ownerId, STUDIO_UNANSWERED_COMMENTS],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    body: row.body,
    author: row.author,
    createdAt: row.created_at.toISOString(),
    likeCount: row.like_count,
    replyCount: row.reply_count,
  }));
}

const sum = (days: StudioDay[], field: keyof Omit<StudioDay, 'date'>) =>
  days.reduce((total, day) => total + day[field], 0);

/** Everything the studio's game page draws, for one of the caller's games. */
export async function gameStats(
  db: Queryable,
  game: { id: number; slug: string; title: string },
  ownerId: string,
  range: { from: string; to: string },
): Promise<StudioStats> {
  const { from, to } = range;
  const [days, byDimension, comments, [state]] = await Promise.all([
    dailySeries(db, game.id, from, to),
    breakdowns(db, game.id, from, to),
    unansweredComments(db, game.id, ownerId),
    db.query<{ rolled_up_at: Date | null }>('SELECT rolled_up_at FROM studio_rollup_state'),
  ]);
  const funnel = {
    pageViews: sum(days, 'pageViews'),
    playStarts: sum(days, 'playStarts'),
    engagedPlays: sum(days, 'engagedPlays'),
  };
  return {
    game: { slug: game.slug, title: game.title },
    from,
    to,
    days,
    totals: {
      ...funnel,
      playSeconds: sum(days, 'playSeconds'),
      newPlayers: sum(days, 'newPlayers'),
      comments: sum(days, 'comments'),
    },
    funnel,
    breakdowns: byDimension,
    comments,
    rolledUpAt: state?.rolled_up_at ? state.rolled_up_at.toISOString() : null,
  };
}
