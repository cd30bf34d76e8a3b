-- The operations console's role (api/src/modules/ops): independent of the moderator role, granted by
-- `npm run operator -w api` or by OPERATOR_EMAILS / OPERATOR_IDS.
ALTER TABLE users ADD COLUMN operator boolean NOT NULL DEFAULT false;
