import type { ObjectStore } from '@portal/object-store';
import { DEPLOY_ERROR_CODES } from '@portal/shared/contract/deploy';
import type { Db } from '../../db/db.js';
import { AppError } from '../../http/envelope.js';
import { applyChange } from './apply-change.js';
import { remotePrefix } from './seal.js';

/**
 * Removes a remote from the registry (an operator retiring it): refused (409) while visitors are served a version of
 * it (current or canary) unless `force`. In one change, recorded as `unregister` with the version it served: its
 * pointer, pins and sealed versions go, its team tokens are revoked, and the registry lists it no more, so every
 * edge stops serving it at the next registry it reads. Its row stays (marked removed) for its history, which stays
 * readable; registering the name again starts it empty. Its files are deleted from the store once the change is
 * committed (a failure there leaves files nothing names, removed by the next unregistration or version sealed there).
 */
export async function unregisterRemote(
  db: Db,
  objects: ObjectStore,
  remote: string,
  { force, actor, reason }: { force: boolean; actor: string; reason?: string },
) {
  const done = await applyChange(db, remote, async (tx, pointer) => {
    const canary = pointer.canary?.version ?? null;
    if ((pointer.current || canary) && !force)
      throw new AppError(
        409,
        `${remote} is served to visitors (current ${pointer.current ?? 'none'}${canary ? `, canary ${canary}` : ''}): unregister it with force=true to stop serving it`,
        DEPLOY_ERROR_CODES.served,
        { current: pointer.current, canary },
      );
    const versions = await tx.query<{ version: string }>(
      'DELETE FROM deploy_versions WHERE remote = $1 RETURNING version',
      [remote],
    );
    await tx.query('DELETE FROM deploy_pins WHERE remote = $1', [remote]);
    await tx.query('DELETE FROM deploy_pointers WHERE remote = $1', [remote]);
    const revoked = await tx.query(
      'UPDATE deploy_tokens SET revoked_at = now() WHERE remote = $1 AND revoked_at IS NULL RETURNING id',
      [remote],
    );
    await tx.query('UPDATE deploy_remotes SET removed_at = now() WHERE name = $1', [remote]);
    const removed = versions.map((row) => row.version).sort();
    return {
      history: [
        {
          action: 'unregister',
          version: pointer.current,
          previous: null,
          actor,
          reason: reason ?? `removed ${removed.length} versions${force && pointer.current ? ' (forced)' : ''}`,
        },
      ],
      result: { name: remote, current: pointer.current, canary, versions: removed, revokedTokens: revoked.length },
    };
  });
  await objects.deletePrefix(remotePrefix(remote));
  return done;
}
