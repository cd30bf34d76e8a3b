// Version folders: <package version>-<content hash>, computed as scripts/build-app.mjs does, so a release of the
// same output as a local build reuses that build's folder instead of publishing a copy.
import { createHash } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';

/** Build metadata whose lists come out in varying order: not part of what the browser loads, not hashed. */
const UNHASHED = 'mf-manifest-stats.json';
/** What the shell needs to load a remote: its federation manifest and the entry the manifest names. */
export const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'];
/** Names the edge server and the reverse proxy serve; dot names are private (copies in progress, the lock). */
export const VERSION_NAME = /^[\w-][\w.-]*$/;

/** Where a remote's source maps go, per version: never served (a dot name), kept for error reports. */
export const SOURCE_MAPS_DIR = '.sourcemaps';
const isSourceMap = (name) => name.endsWith('.map');

/**
 * Hash of every served file's path and bytes: any change to the output changes it. Source maps are not served and
 * hold the build folder's absolute paths, so they are left out: the same commit gets the same name from any folder.
 */
export async function contentDigest(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name !== UNHASHED && !isSourceMap(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

export const versionName = (packageVersion, digest) => `${packageVersion}-${digest.slice(0, 10)}`;

export async function missingEntryFiles(dir) {
  const present = await Promise.all(
    ENTRY_FILES.map((file) =>
      stat(path.join(dir, file)).then(
        (s) => s.isFile(),
        () => false,
      ),
    ),
  );
  return ENTRY_FILES.filter((_file, index) => !present[index]);
}

/** The version folders in a remote's dist folder, with the time each was written. */
export async function versionFolders(distDir) {
  let entries;
  try {
    entries = await readdir(distDir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const folders = entries.filter((entry) => entry.isDirectory() && VERSION_NAME.test(entry.name));
  return Promise.all(
    folders.map(async (entry) => ({
      version: entry.name,
      writtenAt: (await stat(path.join(distDir, entry.name))).mtime,
    })),
  );
}

/** Moves a build's source maps (keeping their relative paths) into `mapsDir`. */
export async function setAsideSourceMaps(buildDir, mapsDir) {
  const maps = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && isSourceMap(entry.name))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath ?? entry.path, entry.name)));
  for (const file of maps) {
    await mkdir(path.dirname(path.join(mapsDir, file)), { recursive: true });
    await rename(path.join(buildDir, file), path.join(mapsDir, file));
  }
  return maps.length;
}

/**
 * A published version never changes: its files are made read-only (0444). Folders stay writable by their owner so
 * `releases:prune` (and tests' clean-up) can still delete whole versions.
 */
export async function makeReadOnly(dir) {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) await chmod(path.join(entry.parentPath ?? entry.path, entry.name), 0o444);
}
