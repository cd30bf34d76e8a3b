import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UploadConfig } from '../../config.js';
import type { Db } from '../../db/db.js';
import { workDirOf } from '../../storage/archive-store.js';
import { FILE_ID } from '../../storage/paths.js';

/**
 * Statuses after which an upload never again has a build in the storage root: problems found, expired, rejected,
 * or published (the build moved to the games origin). None of them ever changes back.
 */
const DONE = ['invalid', 'expired', 'rejected', 'published', 'replaced'];

/**
 * Deletes every work folder left behind by an upload that is done with it — a rejected build the rejection could not
 * delete (a crash, a full disk), the leftovers of an approval — or whose upload is gone altogether (its uploader's
 * account was deleted). Folders of uploads still being checked, checked or waiting for review are kept. Returns the
 * file ids whose folders were deleted.
 */
export async function removeDeadBuilds(deps: { db: Db; config: Pick<UploadConfig, 'dir'> }): Promise<string[]> {
  const names = await readdir(path.join(deps.config.dir, 'work')).catch(() => [] as string[]);
  const ids = names.filter((name) => FILE_ID.test(name));
  if (ids.length === 0) return [];
  const kept = await deps.db.query<{ id: string }>(
    'SELECT id FROM uploads WHERE id = ANY($1::uuid[]) AND NOT (status = ANY($2::text[]))',
    [ids, DONE],
  );
  const keep = new Set(kept.map((row) => row.id));
  const dead = ids.filter((id) => !keep.has(id));
  for (const id of dead) await rm(workDirOf(deps.config.dir, id), { recursive: true, force: true });
  return dead;
}
