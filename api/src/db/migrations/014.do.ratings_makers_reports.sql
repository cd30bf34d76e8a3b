-- Issue 22: thumbs up / down ratings ("top" sorts by their Wilson lower bound), maker pages, and broken-game reports
-- from guests.

-- The lower bound of the Wilson score interval (95 %, z = 1.96) of the share of thumbs up: a game with 9 of 10
-- thumbs up ranks above one with 1 of 1, and below one with 90 of 100. 0 without votes.
CREATE FUNCTION wilson_lower_bound(up bigint, down bigint) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN n <= 0 THEN 0::double precision ELSE
    (up / n + 1.9208 / n - 1.96 * sqrt(up * down / n + 0.9604) / n) / (1 + 3.8416 / n) END
    FROM (SELECT (up + down)::double precision AS n) AS total
$$;

-- Votes per actor (a device "d:…", an address fingerprint "a:…" or a signed-in user "u:…"): one per game, changeable.
CREATE TABLE game_votes (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  actor text NOT NULL,
  up boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, actor)
);

-- The totals are written by the counters' write-behind flush like plays and likes; the score follows them.
ALTER TABLE games
  ADD COLUMN votes_up bigint NOT NULL DEFAULT 0 CHECK (votes_up >= 0),
  ADD COLUMN votes_down bigint NOT NULL DEFAULT 0 CHECK (votes_down >= 0),
  ADD COLUMN rating double precision GENERATED ALWAYS AS (wilson_lower_bound(votes_up, votes_down)) STORED;

-- A maker's page address: the author's name folded to a slug ("Pixel Fox" → "pixel-fox"); names without Latin
-- letters or digits get "maker-" and a hash. Kept by the database so every writer of `author` agrees.
CREATE FUNCTION maker_slug(author text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN btrim(regexp_replace(lower(author), '[^a-z0-9]+', '-', 'g'), '-') <> ''
      THEN left(btrim(regexp_replace(lower(author), '[^a-z0-9]+', '-', 'g'), '-'), 80)
    ELSE 'maker-' || left(md5(author), 10) END
$$;
ALTER TABLE games ADD COLUMN author_slug text GENERATED ALWAYS AS (maker_slug(author)) STORED;
CREATE INDEX games_published_maker ON games (author_slug, published_at DESC NULLS LAST, id DESC)
  WHERE status = 'published' AND author <> '';

-- "top": the score, then plays. One index per list, as for the other sorts (migration 010).
DROP INDEX games_published_top;
CREATE INDEX games_published_top ON games (rating DESC, plays DESC, slug) WHERE status = 'published';

ALTER TABLE game_categories ADD COLUMN rating double precision NOT NULL DEFAULT 0;
ALTER TABLE game_tags ADD COLUMN rating double precision NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION game_link_sort_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT g.status = 'published', g.plays, g.likes, g.rating, g.published_at, g.slug
    INTO NEW.published, NEW.plays, NEW.likes, NEW.rating, NEW.published_at, NEW.slug
    FROM games g WHERE g.id = NEW.game_id;
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION games_copy_sort_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_categories SET published = NEW.status = 'published', plays = NEW.plays, likes = NEW.likes,
         rating = NEW.rating, published_at = NEW.published_at, slug = NEW.slug
   WHERE game_id = NEW.id;
  UPDATE game_tags SET published = NEW.status = 'published', plays = NEW.plays, likes = NEW.likes,
         rating = NEW.rating, published_at = NEW.published_at, slug = NEW.slug
   WHERE game_id = NEW.id;
  RETURN NULL;
END
$$;

DROP TRIGGER games_sort_keys ON games;
CREATE TRIGGER games_sort_keys AFTER UPDATE OF status, plays, likes, votes_up, votes_down, published_at, slug ON games
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.plays IS DISTINCT FROM NEW.plays
        OR OLD.likes IS DISTINCT FROM NEW.likes OR OLD.rating IS DISTINCT FROM NEW.rating
        OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION games_copy_sort_keys();

DROP INDEX game_categories_top;
DROP INDEX game_tags_top;
CREATE INDEX game_categories_top ON game_categories (category_id, rating DESC, plays DESC, slug) WHERE published;
CREATE INDEX game_tags_top ON game_tags (tag_id, rating DESC, plays DESC, slug) WHERE published;

-- "This game is broken" from anyone, signed in or not: the game, what is wrong, optional words. Rate limited per
-- address and per device by the API; the address is never stored.
CREATE TABLE game_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  actor text NOT NULL,
  problem text NOT NULL CHECK (problem IN ('not_loading', 'crash', 'controls', 'display', 'sound', 'other')),
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 500),
  user_agent text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_reports_newest ON game_reports (created_at DESC);
CREATE INDEX game_reports_game ON game_reports (game_id, created_at DESC);
