// dist/integrity.json: the SRI hash (sha384) of every file of each version, by path in its folder, computed when the
// version is built or released: { "<version>": { "remoteEntry.js": "sha384-…", "server/index.js": "sha384-…", … } }.
// It lives beside the version folders, not in them, so changing a folder's files cannot change its hashes. The edge
// puts the entry's and the manifest's in the registry (the entry carries its chunks' own), the browser refuses a file
// whose bytes differ and falls back to an earlier version, and the edge checks a server build before loading it.
// Records written before every file was hashed are a plain string: the entry's hash.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';

export const INTEGRITY_FILE = 'integrity.json';
const ENTRY = 'remoteEntry.js';

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export async function readIntegrity(distDir) {
  try {
    return JSON.parse(await readFile(path.join(distDir, INTEGRITY_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** Every file of a version folder (its browser and server builds), by path relative to the folder. */
async function folderIntegrity(versionDir) {
  const files = (await readdir(versionDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(versionDir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
  const hashes = {};
  for (const file of files) hashes[file] = sri(await readFile(path.join(versionDir, file)));
  return hashes;
}

/**
 * Records the hashes of every file of <distDir>/<version>/ and returns the entry's. A version folder never changes,
 * so a full record is kept as it is; an entry-only record is completed when the entry still matches it.
 */
export async function recordVersionIntegrity(distDir, version) {
  const known = await readIntegrity(distDir);
  const recorded = known[version];
  if (recorded && typeof recorded === 'object') return recorded[ENTRY];
  const files = await folderIntegrity(path.join(distDir, version));
  if (typeof recorded === 'string' && recorded !== files[ENTRY]) return recorded;
  await writeJsonAtomic(path.join(distDir, INTEGRITY_FILE), { ...known, [version]: files });
  return files[ENTRY];
}
