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
