-- Remote health the edge can trust (docs/operations.md, progressive delivery): a session is now a visitor named by
-- a token the edge issued, and each kind of report counts once per session and version (a replayed token changes
-- nothing). `address` is a keyed hash of the address the page was served to: one address opens only a few sessions
-- of a version per hour. Rows from before (tab sessions) keep empty kinds and no address.
ALTER TABLE remote_health ADD COLUMN kinds text[] NOT NULL DEFAULT '{}';
ALTER TABLE remote_health ADD COLUMN address text;
CREATE INDEX remote_health_address ON remote_health (remote, version, address, first_seen);
