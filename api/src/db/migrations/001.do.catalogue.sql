-- Catalogue: categories, tags and games, with per-language text in *_i18n tables (language = locale code, e.g. zh-CN).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  type text NOT NULL DEFAULT 'general' CHECK (type IN ('general', 'special')),
  show_type text NOT NULL DEFAULT 'nav' CHECK (show_type IN ('nav', 'all', 'hidden')),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category_i18n (
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language)
);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tag_i18n (
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (tag_id, language)
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'pending_review', 'published', 'rejected', 'removed')),
  -- Path of the playable build on the games origin, e.g. /snake/1/index.html
  play_path text NOT NULL,
  thumbnail text NOT NULL DEFAULT '',
  orientation text NOT NULL DEFAULT 'any' CHECK (orientation IN ('landscape', 'portrait', 'any')),
  width integer,
  height integer,
  author text NOT NULL DEFAULT '',
  -- seed: shipped with the portal; upload: created by a user (seeding never touches those)
  source text NOT NULL DEFAULT 'seed' CHECK (source IN ('seed', 'upload')),
  views bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
  plays bigint NOT NULL DEFAULT 0 CHECK (plays >= 0),
  likes bigint NOT NULL DEFAULT 0 CHECK (likes >= 0),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_status_plays ON games (status, plays DESC);
CREATE INDEX games_status_published ON games (status, published_at DESC);

CREATE TABLE game_i18n (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  instructions text NOT NULL DEFAULT '',
  PRIMARY KEY (game_id, language)
);
CREATE INDEX game_i18n_title_trgm ON game_i18n USING gin (title gin_trgm_ops);

CREATE TABLE game_categories (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  -- the first (position 0) is the game's main category, shown on cards
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, category_id)
);

CREATE TABLE game_tags (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (game_id, tag_id)
);
