-- Abuse hardening (issue 21): unsubmitted uploads expire, provider login tokens are single use, lockout by account
-- and address.

-- 'expired': an unsubmitted upload whose files the sweep deleted (or whose URL ran out before any bytes arrived).
ALTER TABLE uploads DROP CONSTRAINT uploads_status_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN (
  'pending_upload', 'receiving', 'uploaded', 'validating', 'invalid', 'confirmed',
  'pending_review', 'published', 'rejected', 'replaced', 'expired'));
-- The sweep and the per-user quota read the unsubmitted uploads only.
CREATE INDEX uploads_unsubmitted ON uploads (user_id, updated_at)
  WHERE status IN ('pending_upload', 'receiving', 'uploaded', 'validating', 'confirmed');

-- Actors (device ids, address fingerprints) that took a counter token from one address in one hour: an address gets
-- at most COUNTER_ACTORS_PER_ADDRESS_HOUR of them. The address is stored as a hash; rows older than an hour go.
CREATE TABLE counter_actors (
  address text NOT NULL,
  hour bigint NOT NULL,
  actor text NOT NULL,
  PRIMARY KEY (address, hour, actor)
);

-- Provider tokens already exchanged at /auth/login: each token is single use. Rows go once the token has expired.
CREATE TABLE provider_token_uses (
  token_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
