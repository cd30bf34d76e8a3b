-- Search (fuzzy word matching), per-device counters, the blog, per-page SEO texts and seed bookkeeping.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE INDEX game_i18n_description_trgm ON game_i18n USING gin (description gin_trgm_ops);
CREATE INDEX category_i18n_name_trgm ON category_i18n USING gin (name gin_trgm_ops);
CREATE INDEX tag_i18n_name_trgm ON tag_i18n USING gin (name gin_trgm_ops);
CREATE INDEX game_categories_category ON game_categories (category_id, game_id);
CREATE INDEX game_tags_tag ON game_tags (tag_id, game_id);
CREATE INDEX games_status_likes ON games (status, likes DESC);

-- How well a text matches a lower-cased query: trigram similarity, containment, and per-word typo tolerance
-- (a word of 5+ letters may be 2 edits away, so one swapped pair of letters still matches; shorter words 1).
CREATE FUNCTION search_text_score(t text, q text, words text[]) RETURNS real
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN t IS NULL OR t = '' OR q = '' THEN 0::real ELSE (
    greatest(similarity(t, q), word_similarity(q, t))
    + CASE WHEN t = q THEN 1.0 WHEN starts_with(t, q) THEN 0.6 WHEN strpos(t, q) > 0 THEN 0.4 ELSE 0 END
    + 0.8 * (SELECT count(*) FROM unnest(words) AS w
              WHERE EXISTS (SELECT 1 FROM regexp_split_to_table(t, '[[:space:][:punct:]]+') AS tw
                             WHERE tw <> '' AND abs(length(tw) - length(w)) <= 2
                               AND levenshtein_less_equal(tw, w, 2) <= CASE WHEN length(w) >= 5 THEN 2 ELSE 1 END))
          / greatest(cardinality(words), 1)
  )::real END
$$;

-- One row per (game, actor): a device ("d:<id>") or, once accounts exist, a user ("u:<id>"). Likes are idempotent.
CREATE TABLE game_likes (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, actor)
);

-- A view or play counts once per actor, game and time window (bucket = epoch seconds / window).
CREATE TABLE game_counter_events (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('view', 'play')),
  actor text NOT NULL,
  bucket bigint NOT NULL,
  PRIMARY KEY (game_id, kind, actor, bucket)
);
CREATE INDEX game_counter_events_bucket ON game_counter_events (bucket);

CREATE TABLE blog_categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE blog_category_i18n (
  category_id integer NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (category_id, language)
);

CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  category_id integer REFERENCES blog_categories (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'removed')),
  author text NOT NULL DEFAULT '',
  cover_game_id integer REFERENCES games (id) ON DELETE SET NULL,
  source text NOT NULL DEFAULT 'seed' CHECK (source IN ('seed', 'editor')),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_status_published ON blog_posts (status, published_at DESC);

-- body_html is rendered from body_md and sanitised when the post is written, never at read time.
CREATE TABLE blog_post_i18n (
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  body_md text NOT NULL,
  body_html text NOT NULL,
  reading_minutes integer NOT NULL DEFAULT 1 CHECK (reading_minutes >= 1),
  PRIMARY KEY (post_id, language)
);

CREATE TABLE blog_post_games (
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, game_id)
);

-- Per-page SEO templates with {placeholder}s, one row per page key and language.
CREATE TABLE seo_pages (
  page_key text NOT NULL,
  language text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  keywords text NOT NULL DEFAULT '',
  og_title text NOT NULL DEFAULT '',
  og_description text NOT NULL DEFAULT '',
  og_image text NOT NULL DEFAULT '',
  PRIMARY KEY (page_key, language)
);
