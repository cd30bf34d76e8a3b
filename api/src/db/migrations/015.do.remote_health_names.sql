-- Remote health from any registered remote, not only the four teams' (a remote registered at runtime reports too):
-- the same name rule as the registry (shell/server/registry.ts) and the API contract (REMOTE_NAME_PATTERN).
ALTER TABLE remote_health DROP CONSTRAINT remote_health_remote_check;
ALTER TABLE remote_health ADD CONSTRAINT remote_health_remote_name CHECK (remote ~ '^(?!shell$)[a-z][a-z0-9_]{0,39}$');
