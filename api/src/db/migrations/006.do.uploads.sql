-- Game uploads (pre-signed upload → confirm → submit → review → publish) and the moderator role.

-- 'moderator' is granted by the admin CLI (npm run moderator -w api); MODERATOR_IDS / MODERATOR_EMAILS add more.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'moderator'));

-- The user who uploaded a game (NULL for shipped games); only they may submit new versions of it.
ALTER TABLE games ADD COLUMN owner_id uuid REFERENCES users (id) ON DELETE SET NULL;
-- Languages the game itself supports (locale codes), as declared by its uploader.
ALTER TABLE games ADD COLUMN languages text[] NOT NULL DEFAULT '{}';
CREATE INDEX games_owner ON games (owner_id) WHERE owner_id IS NOT NULL;

CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  -- Declared at preSign; the bytes received must match it exactly.
  file_size bigint NOT NULL CHECK (file_size > 0),
  content_type text NOT NULL,
  status text NOT NULL DEFAULT 'pending_upload' CHECK (status IN (
    'pending_upload', 'receiving', 'uploaded', 'validating', 'invalid', 'confirmed',
    'pending_review', 'published', 'rejected', 'replaced')),
  -- The upload URL is refused after this moment.
  expires_at timestamptz NOT NULL,
  -- What confirm found (UploadReport in @portal/shared).
  report jsonb,
  -- Set at submit: the game (new, or the uploader's own for a new version) and this build's version folder.
  game_id integer REFERENCES games (id) ON DELETE SET NULL,
  version text,
  -- The submitted texts, category, tags, languages, orientation and thumbnail, applied to the game on approval.
  meta jsonb,
  reason text,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_newest ON uploads (user_id, created_at DESC, id DESC);
CREATE INDEX uploads_review_queue ON uploads (submitted_at, id) WHERE status = 'pending_review';
-- One version of a game under review at a time.
CREATE UNIQUE INDEX uploads_one_review_per_game ON uploads (game_id) WHERE status = 'pending_review';
