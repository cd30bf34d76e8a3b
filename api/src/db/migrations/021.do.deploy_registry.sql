-- The deploy registry (docs/api.md#deploy): which remotes exist, their sealed versions (files in the object store
-- under remotes/<remote>/<version>/), each remote's pointer (current version, canary), pins and the release history,
-- and the tokens teams, operators and the edge act with. It replaces each remote's dist/current.json,
-- releases.json and pins.json, so every API and edge replica sees one registry.
CREATE TABLE deploy_remotes (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]{0,39}$' AND name <> 'shell'),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The remotes of portal.remotes.json; later ones are registered through the API.
INSERT INTO deploy_remotes (name) VALUES ('games'), ('account'), ('blog'), ('upload');

-- One row: the registry's revision, raised by every change (the long poll waits for it to pass a value). Every
-- change takes this row's lock first, so changes to the registry apply one after another.
CREATE TABLE deploy_revision (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL DEFAULT 0
);
INSERT INTO deploy_revision DEFAULT VALUES;

-- A sealed version: immutable; `files` maps each path to its sha256, size and SRI hash.
CREATE TABLE deploy_versions (
  remote text NOT NULL REFERENCES deploy_remotes (name),
  version text NOT NULL CHECK (version ~ '^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$'),
  sealed_at timestamptz NOT NULL DEFAULT now(),
  integrity text,
  manifest_integrity text,
  files jsonb NOT NULL,
  PRIMARY KEY (remote, version)
);

-- What page loads get: the current version and the canary beside it; `revision` is the registry's at its last move.
CREATE TABLE deploy_pointers (
  remote text PRIMARY KEY REFERENCES deploy_remotes (name),
  current text,
  canary_version text,
  canary_percent real CHECK (canary_percent > 0 AND canary_percent < 100),
  canary_at timestamptz,
  revision bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL))
);

-- Versions kept from pruning while a pinned browser may still ask for them.
CREATE TABLE deploy_pins (
  id bigserial PRIMARY KEY,
  remote text NOT NULL REFERENCES deploy_remotes (name),
  version text NOT NULL,
  until timestamptz NOT NULL,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deploy_pins_live ON deploy_pins (remote, until);

-- Every change, oldest first by id: pointer moves (release, canary, promote, drop-canary, rollback, watch-ended)
-- and the rest (seal, pin, register).
CREATE TABLE deploy_history (
  id bigserial PRIMARY KEY,
  remote text NOT NULL REFERENCES deploy_remotes (name),
  action text NOT NULL,
  version text,
  previous text,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  reason text,
  percent real,
  health jsonb,
  dropped_canary text
);
CREATE INDEX deploy_history_remote ON deploy_history (remote, id);

-- Tokens are kept as the sha256 of the secret; a team token acts on its one remote only.
CREATE TABLE deploy_tokens (
  id text PRIMARY KEY,
  label text NOT NULL,
  role text NOT NULL CHECK (role IN ('team', 'operator', 'edge')),
  remote text REFERENCES deploy_remotes (name),
  hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  revoked_at timestamptz,
  CHECK ((role = 'team') = (remote IS NOT NULL))
);
