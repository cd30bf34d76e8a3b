-- A remote an operator unregistered (DELETE /deploy/remotes/:remote): its row stays, so its history (and the
-- tokens that acted on it, revoked) still name it, but the registry lists it no more and every change to it is
-- refused until it is registered again (which clears this).
ALTER TABLE deploy_remotes ADD COLUMN removed_at timestamptz;
