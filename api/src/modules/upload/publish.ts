import type { ObjectStore } from '@portal/object-store';
import { copyPrefix, hasBuild, previewPrefixOf, versionPrefixOf } from '../../storage/builds.js';

export const playPathOf = (slug: string, version: string) => `/${slug}/${version}/index.html`;

/**
 * Copies a checked build to its immutable version under games/ (objects cannot be renamed). An existing complete
 * version is never rewritten: versions are content hashes, so it holds these very bytes. Returns whether the
 * version was written here (so a failed approval can undo exactly that), or null when there is no build to publish.
 */
export async function publishBuild(
  objects: ObjectStore,
  fileId: string,
  slug: string,
  version: string,
): Promise<boolean | null> {
  const target = versionPrefixOf(slug, version);
  if (await hasBuild(objects, target)) return false;
  const source = previewPrefixOf(fileId);
  if (!(await hasBuild(objects, source))) return null;
  await copyPrefix(objects, source, target);
  return true;
}
