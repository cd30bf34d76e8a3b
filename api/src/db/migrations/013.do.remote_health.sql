-- Remote health from real sessions (progressive delivery, docs/operations.md): one row per browser session and
-- version of a remote it ran, with how often it loaded and failed. The edge compares a canary's failing sessions
-- with the current version's (automatic rollback); `npm run releases -- <remote>` shows the rates.
CREATE TABLE remote_health (
  remote text NOT NULL CHECK (remote IN ('games', 'account', 'blog', 'upload')),
  version text NOT NULL,
  session text NOT NULL,
  loads integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  last_failure text,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version, session)
);
CREATE INDEX remote_health_recent ON remote_health (remote, version, last_seen);
