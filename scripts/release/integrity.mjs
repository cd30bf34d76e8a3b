// dist/integrity.json: the SRI hash (sha384) of each released version's remoteEntry.js, computed at release time.
// The edge puts it in the registry; the shell loads the entry with `integrity`, so a browser refuses an entry whose
// bytes changed after the release (a tampered or corrupted file) and the remote's area shows its fallback.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';

export const INTEGRITY_FILE = 'integrity.json';

export async function entryIntegrity(versionDir) {
  const bytes = await readFile(path.join(versionDir, 'remoteEntry.js'));
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export async function readIntegrity(distDir) {
  try {
    return JSON.parse(await readFile(path.join(distDir, INTEGRITY_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** Records a version's hash (under the release lock); an existing record is kept: version folders never change. */
export async function recordIntegrity(distDir, version, integrity) {
  const known = await readIntegrity(distDir);
  if (known[version]) return known[version];
  await writeJsonAtomic(path.join(distDir, INTEGRITY_FILE), { ...known, [version]: integrity });
  return integrity;
}
