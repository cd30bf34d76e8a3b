-- Accounts: the built-in identity provider (identity_*), the portal's users and their game lists.
-- The provider's tables are kept apart from `users` so another provider can replace it: a user is known to the
-- portal only by the provider's identity string.

CREATE TABLE identity_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  -- The name chosen at sign-up, offered to the portal in the provider token (the portal keeps its own copy).
  display_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_accounts_email ON identity_accounts (lower(email));

-- The identity cookie holds a random secret; only its SHA-256 is stored, so a database leak yields no sessions.
CREATE TABLE identity_sessions (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_sessions_account ON identity_sessions (account_id);
CREATE INDEX identity_sessions_expires ON identity_sessions (expires_at);

-- Single-use, expiring password reset links (hash of the emailed secret).
CREATE TABLE identity_password_resets (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX identity_password_resets_account ON identity_password_resets (account_id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- "<provider>:<subject>" as vouched for by the identity provider's token.
  identity text NOT NULL UNIQUE,
  email text,
  name text NOT NULL,
  -- Access tokens carry this number; raising it (logout) invalidates every token issued before.
  token_version integer NOT NULL DEFAULT 0,
  play_count bigint NOT NULL DEFAULT 0 CHECK (play_count >= 0),
  -- The device and client fields of the latest login (product §7), kept for support and analytics.
  last_login jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_favorites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX user_favorites_recent ON user_favorites (user_id, created_at DESC);

-- Recently played, at most 50 rows per user (trimmed on every write).
CREATE TABLE user_recent_plays (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX user_recent_plays_recent ON user_recent_plays (user_id, played_at DESC);

-- A game's save data for one user, stored as the JSON text the game sent (size-capped by the API).
CREATE TABLE user_game_progress (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  data text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);

-- A signed-in user's likes live in game_likes as actor 'u:<id>'; this index answers "what did I like".
CREATE INDEX game_likes_actor ON game_likes (actor, created_at DESC);
