import { STUDIO_ENGAGED_SECONDS } from '@portal/shared/contract/studio';
import type { Transaction } from '../../db/db.js';

/**
 * A game page's visit path, in any locale ("/games/snake", "/fr/games/snake", "/zh-CN/games/snake/"): the slug, or
 * null. Other pages under /games/ have more segments and do not match.
 */
const GAME_PAGE = `'^(?:/[A-Za-z]{2}(?:-[A-Za-z]{2})?)?/games/([a-z0-9]+(?:-[a-z0-9]+)*)/?$'`;

/**
 * The batch's events that count for an uploaded game (the studio's games), one row each with its UTC day, the
 * game's id, the player (the account when signed in, else the device) and the breakdown dimensions. Shipped games
 * have no maker, so their events are skipped here rather than folded for nobody.
 */
const STAGE = `
INSERT INTO studio_batch (name, day, game_id, player, locale, platform, source, play_id, seconds)
SELECT e.name, (e.received_at AT TIME ZONE 'UTC')::date, g.id,
       CASE WHEN e.user_id IS NOT NULL THEN 'u:' || e.user_id ELSE 'd:' || e.device_id END,
       e.locale, e.platform,
       CASE WHEN e.name = 'visit' THEN coalesce(e.source->>'type', 'direct') ELSE coalesce(e.props->>'source', 'direct') END,
       e.props->>'play_id',
       CASE WHEN e.name = 'play_time' THEN (e.props->>'seconds')::integer ELSE 0 END
  FROM analytics_events e
  JOIN games g ON g.slug = CASE WHEN e.name = 'visit' THEN substring(e.path FROM ${GAME_PAGE}) ELSE e.props->>'game' END
 WHERE e.id > $1 AND e.id <= $2 AND e.name IN ('visit', 'play_start', 'play_time') AND g.owner_id IS NOT NULL`;

const COUNT_VIEWS_AND_STARTS = `
INSERT INTO studio_daily AS d (game_id, day, page_views, play_starts)
SELECT game_id, day, count(*) FILTER (WHERE name = 'visit'), count(*) FILTER (WHERE name = 'play_start')
  FROM studio_batch WHERE name IN ('visit', 'play_start') GROUP BY game_id, day
ON CONFLICT (game_id, day) DO UPDATE
   SET page_views = d.page_views + EXCLUDED.page_views, play_starts = d.play_starts + EXCLUDED.play_starts`;

const COUNT_BREAKDOWNS = `
INSERT INTO studio_breakdown AS s (game_id, day, dimension, value, page_views, play_starts)
SELECT b.game_id, b.day, d.dimension, d.value,
       count(*) FILTER (WHERE b.name = 'visit'), count(*) FILTER (WHERE b.name = 'play_start')
  FROM studio_batch b
 CROSS JOIN LATERAL (VALUES ('locale', b.locale), ('device', b.platform), ('source', b.source)) AS d (dimension, value)
 WHERE b.name IN ('visit', 'play_start')
 GROUP BY 1, 2, 3, 4
ON CONFLICT (game_id, day, dimension, value) DO UPDATE
   SET page_views = s.page_views + EXCLUDED.page_views, play_starts = s.play_starts + EXCLUDED.play_starts`;

/** A play belongs to the day of its first event; its reports add up to its length. */
const ADD_PLAYS = `
INSERT INTO studio_plays AS p (game_id, play_id, day, seconds)
SELECT game_id, play_id, min(day), sum(seconds)
  FROM studio_batch WHERE name IN ('play_start', 'play_time') GROUP BY game_id, play_id
ON CONFLICT (game_id, play_id) DO UPDATE SET seconds = p.seconds + EXCLUDED.seconds`;

/**
 * Play time of each day a batch's plays belong to, recounted from its plays (a median cannot be added to): total
 * seconds, plays of a minute or more, and the median of the plays with reported time (a play still running, or
 * shorter than a second, has none yet).
 */
const RECOUNT_PLAY_TIME = `
WITH touched AS (
  SELECT DISTINCT p.game_id, p.day FROM studio_plays p
    JOIN (SELECT DISTINCT game_id, play_id FROM studio_batch WHERE name IN ('play_start', 'play_time')) b
      USING (game_id, play_id)
), stats AS (
  SELECT p.game_id, p.day, count(*) FILTER (WHERE p.seconds >= ${STUDIO_ENGAGED_SECONDS}) AS engaged,
         sum(p.seconds) AS seconds,
         coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.seconds) FILTER (WHERE p.seconds > 0), 0) AS median
    FROM studio_plays p JOIN touched USING (game_id, day) GROUP BY p.game_id, p.day
)
INSERT INTO studio_daily AS d (game_id, day, engaged_plays, play_seconds, median_play_seconds)
SELECT game_id, day, engaged, seconds, median FROM stats
ON CONFLICT (game_id, day) DO UPDATE
   SET engaged_plays = EXCLUDED.engaged_plays, play_seconds = EXCLUDED.play_seconds,
       median_play_seconds = EXCLUDED.median_play_seconds`;

/** Players seen for the first time on a game and day (a play start); kept for the next statements. */
const NOTE_PLAYER_DAYS = `
WITH fresh AS (
  INSERT INTO studio_player_days (game_id, day, player)
  SELECT DISTINCT game_id, day, player FROM studio_batch WHERE name = 'play_start'
  ON CONFLICT DO NOTHING RETURNING game_id, day, player
)
INSERT INTO studio_fresh (game_id, day, player) SELECT game_id, day, player FROM fresh`;

const COUNT_UNIQUE_PLAYERS = `
INSERT INTO studio_daily AS d (game_id, day, unique_players)
SELECT game_id, day, count(*) FROM studio_fresh GROUP BY game_id, day
ON CONFLICT (game_id, day) DO UPDATE SET unique_players = d.unique_players + EXCLUDED.unique_players`;

const COUNT_NEW_PLAYERS = `
WITH firsts AS (
  INSERT INTO studio_players (game_id, player, first_day)
  SELECT game_id, player, min(day) FROM studio_fresh GROUP BY game_id, player
  ON CONFLICT DO NOTHING RETURNING game_id, first_day
)
INSERT INTO studio_daily AS d (game_id, day, new_players)
SELECT game_id, first_day, count(*) FROM firsts GROUP BY game_id, first_day
ON CONFLICT (game_id, day) DO UPDATE SET new_players = d.new_players + EXCLUDED.new_players`;

/** A player back the day after their first day, or seven days after, counts for their first day's cohort. */
const COUNT_RETURNS = `
INSERT INTO studio_daily AS d (game_id, day, returning_day1, returning_day7)
SELECT f.game_id, p.first_day, count(*) FILTER (WHERE f.day = p.first_day + 1), count(*) FILTER (WHERE f.day = p.first_day + 7)
  FROM studio_fresh f JOIN studio_players p USING (game_id, player)
 WHERE f.day IN (p.first_day + 1, p.first_day + 7)
 GROUP BY f.game_id, p.first_day
ON CONFLICT (game_id, day) DO UPDATE
   SET returning_day1 = d.returning_day1 + EXCLUDED.returning_day1,
       returning_day7 = d.returning_day7 + EXCLUDED.returning_day7`;

/** Comments by players other than the maker, on the day they were written. */
const COUNT_COMMENTS = `
INSERT INTO studio_daily AS d (game_id, day, comments)
SELECT c.game_id, (c.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM comments c JOIN games g ON g.id = c.game_id
 WHERE c.id > $1 AND c.id <= $2 AND g.owner_id IS NOT NULL AND c.user_id <> g.owner_id AND c.deleted_at IS NULL
 GROUP BY 1, 2
ON CONFLICT (game_id, day) DO UPDATE SET comments = d.comments + EXCLUDED.comments`;

/** Today's like and vote totals of the games whose counters changed since the last run. */
const SNAPSHOT_COUNTERS = `
WITH changed AS (DELETE FROM studio_counter_changes RETURNING game_id)
INSERT INTO studio_counter_days AS s (game_id, day, likes, votes_up, votes_down)
SELECT g.id, (now() AT TIME ZONE 'UTC')::date, g.likes, g.votes_up, g.votes_down
  FROM games g JOIN changed c ON c.game_id = g.id
ON CONFLICT (game_id, day) DO UPDATE
   SET likes = EXCLUDED.likes, votes_up = EXCLUDED.votes_up, votes_down = EXCLUDED.votes_down`;

/** The scratch tables of one fold: the batch's events and the player-days it added; gone at commit. */
const SCRATCH = `
CREATE TEMP TABLE studio_batch (
  name text, day date, game_id integer, player text, locale text, platform text, source text, play_id text,
  seconds integer
) ON COMMIT DROP;
CREATE TEMP TABLE studio_fresh (game_id integer, day date, player text) ON COMMIT DROP`;

/**
 * Folds the events with ids in (after, upTo] and the comments in (commentsAfter, commentsUpTo] into the rollups,
 * inside the caller's transaction (which also moves the watermarks, so a batch counts exactly once).
 */
export async function foldBatch(
  tx: Transaction,
  events: { after: number; upTo: number },
  comments: { after: number; upTo: number },
): Promise<void> {
  if (events.upTo > events.after) {
    await tx.script(SCRATCH);
    await tx.query(STAGE, [events.after, events.upTo]);
    for (const statement of [
      COUNT_VIEWS_AND_STARTS,
      COUNT_BREAKDOWNS,
      ADD_PLAYS,
      RECOUNT_PLAY_TIME,
      NOTE_PLAYER_DAYS,
      COUNT_UNIQUE_PLAYERS,
      COUNT_NEW_PLAYERS,
      COUNT_RETURNS,
    ])
      await tx.query(statement);
  }
  if (comments.upTo > comments.after) await tx.query(COUNT_COMMENTS, [comments.after, comments.upTo]);
  const [changes] = await tx.query('SELECT 1 FROM studio_counter_changes LIMIT 1');
  if (changes) await tx.query(SNAPSHOT_COUNTERS);
}
