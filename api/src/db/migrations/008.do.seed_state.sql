-- The fingerprint of the shipped catalogue last seeded (its files, the seeding code, the schema), so that a start
-- with the same seed skips rewriting it and an API replica restarts in seconds (api/src/seed/seed.ts).
CREATE TABLE seed_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fingerprint text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
