import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '@portal/object-store';
import type { UploadConfig } from '../../config.js';
import type { Db } from '../../db/db.js';
import { workDirOf } from '../../storage/archive-store.js';
import { PREVIEWS_PREFIX, previewPrefixOf } from '../../storage/builds.js';
import { FILE_ID } from '../../storage/paths.js';

/**
 * Statuses after which an upload never again has a checked build: problems found, expired, rejected, or published
 * (the build copied to games/). None of them ever changes back.
 */
const DONE = ['invalid', 'expired', 'rejected', 'published', 'replaced'];

/** Of `ids`, those whose upload is done with its build or gone altogether. */
async function deadOf(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const kept = await db.query<{ id: string }>(
    'SELECT id FROM uploads WHERE id = ANY($1::uuid[]) AND NOT (status = ANY($2::text[]))',
    [ids, DONE],
  );
  const keep = new Set(kept.map((row) => row.id));
  return ids.filter((id) => !keep.has(id));
}

/** The file ids that have objects under previews/ (each build's files listed once, its id kept once). */
async function storedBuildIds(objects: ObjectStore): Promise<string[]> {
  const ids = new Set<string>();
  for await (const object of objects.list(PREVIEWS_PREFIX)) {
    const id = object.key.slice(PREVIEWS_PREFIX.length).split('/')[0]!;
    if (FILE_ID.test(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * Deletes every checked build left behind by an upload that is done with it — a rejected build the rejection could
 * not delete (a crash, an unreachable bucket), the leftovers of an approval — or whose upload is gone altogether (its
 * uploader's account was deleted); and this process's local scratch folders of such uploads (a crash during a
 * check). Builds of uploads still being checked, checked or waiting for review are kept. Returns the file ids whose
 * builds were deleted.
 */
export async function removeDeadBuilds(deps: {
  db: Db;
  config: Pick<UploadConfig, 'dir'>;
  objects: ObjectStore;
}): Promise<string[]> {
  const dead = await deadOf(deps.db, await storedBuildIds(deps.objects));
  for (const id of dead) await deps.objects.deletePrefix(previewPrefixOf(id));
  const scratch = (await readdir(path.join(deps.config.dir, 'work')).catch(() => [] as string[])).filter((name) =>
    FILE_ID.test(name),
  );
  for (const id of await deadOf(deps.db, scratch))
    await rm(workDirOf(deps.config.dir, id), { recursive: true, force: true });
  return dead;
}
