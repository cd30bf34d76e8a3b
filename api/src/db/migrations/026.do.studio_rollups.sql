-- The maker studio's numbers (api/src/modules/studio, docs/analytics.md#studio-rollups): daily rollups of analytics
-- events, comments and counters per game, maintained incrementally by the rollup job, so a studio page reads a few
-- hundred small rows however many raw events exist. Days are UTC days of the API's received_at clock (a client's
-- clock can lie). Raw events older than ANALYTICS_RETENTION_DAYS are deleted once folded in.

-- One row per game and day with anything to count.
CREATE TABLE studio_daily (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  day date NOT NULL,
  page_views integer NOT NULL DEFAULT 0,
  play_starts integer NOT NULL DEFAULT 0,
  unique_players integer NOT NULL DEFAULT 0,
  new_players integer NOT NULL DEFAULT 0,
  engaged_plays integer NOT NULL DEFAULT 0,
  play_seconds bigint NOT NULL DEFAULT 0,
  median_play_seconds real NOT NULL DEFAULT 0,
  returning_day1 integer NOT NULL DEFAULT 0,
  returning_day7 integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, day)
);

-- Page views and play starts by locale, device (platform) and traffic source type.
CREATE TABLE studio_breakdown (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('locale', 'device', 'source')),
  value text NOT NULL,
  page_views integer NOT NULL DEFAULT 0,
  play_starts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, day, dimension, value)
);

-- The game's like and vote totals at the end of a day with a change: the studio carries them forward as a trend.
CREATE TABLE studio_counter_days (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  day date NOT NULL,
  likes bigint NOT NULL,
  votes_up bigint NOT NULL,
  votes_down bigint NOT NULL,
  PRIMARY KEY (game_id, day)
);

-- One row per play (play_start / play_time share its id): its length is the sum of its reports. Kept while a
-- day's median and engaged plays may still change (STUDIO_PLAY_DAYS in the job), then dropped.
CREATE TABLE studio_plays (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  play_id text NOT NULL,
  day date NOT NULL,
  seconds integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, play_id)
);
CREATE INDEX studio_plays_day ON studio_plays (game_id, day);
CREATE INDEX studio_plays_old ON studio_plays (day);

-- Who played a game on a day (unique players); kept a week, for the day-7 returning count.
CREATE TABLE studio_player_days (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  day date NOT NULL,
  player text NOT NULL,
  PRIMARY KEY (game_id, day, player)
);
CREATE INDEX studio_player_days_old ON studio_player_days (day);

-- Each player's first day with a game: new players, and which day's cohort a return counts for.
CREATE TABLE studio_players (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  player text NOT NULL,
  first_day date NOT NULL,
  PRIMARY KEY (game_id, player)
);

-- How far the job has folded: events and comments by id (both only grow), and when it last ran.
CREATE TABLE studio_rollup_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_event_id bigint NOT NULL DEFAULT 0,
  last_comment_id bigint NOT NULL DEFAULT 0,
  rolled_up_at timestamptz
);
INSERT INTO studio_rollup_state DEFAULT VALUES;

-- Uploaded games whose likes or votes changed since the job last ran (the counters' flush updates the totals in
-- place, an unlike included, so a trigger is the one place that sees every change).
CREATE TABLE studio_counter_changes (game_id integer PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE);

CREATE FUNCTION studio_note_counter_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO studio_counter_changes (game_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER games_studio_counters AFTER UPDATE OF likes, votes_up, votes_down ON games
  FOR EACH ROW
  WHEN (NEW.owner_id IS NOT NULL AND (OLD.likes IS DISTINCT FROM NEW.likes
        OR OLD.votes_up IS DISTINCT FROM NEW.votes_up OR OLD.votes_down IS DISTINCT FROM NEW.votes_down))
  EXECUTE FUNCTION studio_note_counter_change();
