import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../../storage/paths.js';

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** A build's immutable version folder on the games origin: <gamesDir>/<slug>/<version>. */
export const versionDirOf = (gamesDir: string, slug: string, version: string) =>
  resolveInside(gamesDir, `${slug}/${version}`);
export const playPathOf = (slug: string, version: string) => `/${slug}/${version}/index.html`;

/**
 * Moves an extracted build into its version folder (a rename on one file system; a copy then rename across
 * file systems). An existing folder is never rewritten: versions are content hashes, so it holds these very bytes.
 * Returns whether the folder was created here (so a failed submit can undo exactly that).
 */
export async function publishBuild(buildDir: string, target: string): Promise<boolean> {
  if (await exists(target)) {
    await rm(buildDir, { recursive: true, force: true });
    return false;
  }
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await rename(buildDir, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      await rm(buildDir, { recursive: true, force: true });
      return false;
    }
    if (code !== 'EXDEV') throw error;
  }
  const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
  await cp(buildDir, staging, { recursive: true });
  await rename(staging, target);
  await rm(buildDir, { recursive: true, force: true });
  return true;
}

/** Puts a just-published build back where it came from (undo of publishBuild when the database write failed). */
export async function unpublishBuild(target: string, buildDir: string): Promise<void> {
  await rm(buildDir, { recursive: true, force: true });
  await mkdir(path.dirname(buildDir), { recursive: true });
  await rename(target, buildDir).catch(() => rm(target, { recursive: true, force: true }));
}
