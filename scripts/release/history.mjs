// dist/releases.json: every pointer move made by `release` or `rollback`, oldest first:
// { action: "release" | "rollback", version, previous (the version current before, or null), at (ISO time) }.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';

export const HISTORY_FILE = 'releases.json';

export async function readHistory(distDir) {
  try {
    return JSON.parse(await readFile(path.join(distDir, HISTORY_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

export async function appendHistory(distDir, entry) {
  const history = await readHistory(distDir);
  await writeJsonAtomic(path.join(distDir, HISTORY_FILE), [...history, { ...entry, at: entry.at.toISOString() }]);
}

/**
 * What "roll back" means without a version: the version that was current when the current one was last released.
 * Asked again after that rollback, it goes one release further back (not forward again).
 */
export function versionBefore(history, current) {
  const release = history.findLast((entry) => entry.action === 'release' && entry.version === current);
  return release?.previous ?? null;
}

/** When each version was last released. */
export function releaseTimes(history) {
  return new Map(history.filter((entry) => entry.action === 'release').map((entry) => [entry.version, entry.at]));
}
