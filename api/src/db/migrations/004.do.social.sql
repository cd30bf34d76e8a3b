-- Social: comments on games (one level of replies), their likes, notifications to users, and feedback for staff.

CREATE TABLE comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The top-level comment of the thread; NULL for a top-level comment. Replies never nest deeper.
  parent_id bigint REFERENCES comments (id) ON DELETE CASCADE,
  -- The reply the author answered when that was itself a reply (the reply still hangs under parent_id).
  reply_to_id bigint REFERENCES comments (id) ON DELETE SET NULL,
  -- Plain text as written (trimmed); never rendered as HTML.
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Soft delete: the row stays for moderation; deleting a top-level comment hides its whole thread.
  deleted_at timestamptz
);
CREATE INDEX comments_game_newest ON comments (game_id, created_at DESC, id DESC) WHERE parent_id IS NULL AND deleted_at IS NULL;
CREATE INDEX comments_game_top ON comments (game_id, like_count DESC, created_at DESC, id DESC) WHERE parent_id IS NULL AND deleted_at IS NULL;
CREATE INDEX comments_replies ON comments (parent_id, created_at, id) WHERE deleted_at IS NULL;
-- Duplicate-text check: one user's recent comments on one game.
CREATE INDEX comments_user_game_recent ON comments (user_id, game_id, created_at DESC);

CREATE TABLE comment_likes (
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user ON comment_likes (user_id);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('comment_reply', 'comment_like', 'upload_review')),
  -- Who caused it (the replier, the liker); NULL for system notifications such as upload reviews.
  actor_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- comment_reply: the reply; comment_like: the liked comment.
  comment_id bigint REFERENCES comments (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_newest ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
-- At most one like notification per liker and comment, however often the like is toggled.
CREATE UNIQUE INDEX notifications_one_like ON notifications (comment_id, actor_id) WHERE kind = 'comment_like';

CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept when the account goes: staff may still need the report.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  message text NOT NULL CHECK (char_length(message) BETWEEN 5 AND 500),
  game_id integer REFERENCES games (id) ON DELETE SET NULL,
  category text NOT NULL DEFAULT 'other' CHECK (category IN ('game', 'contact', 'other')),
  user_agent text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_newest ON feedback (created_at DESC);
CREATE INDEX feedback_game ON feedback (game_id) WHERE game_id IS NOT NULL;
