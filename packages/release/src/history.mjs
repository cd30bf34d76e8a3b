// dist/releases.json: every pointer move, oldest first: { action, version, previous (the version current before,
// or null), at (ISO time), by (who), percent (a canary's), reason (why a canary was dropped or a version rolled
// back), health (the numbers of an automatic decision) }. Actions: "release" (the current version), "canary" (a
// canary started beside it), "promote" (the canary became current), "drop-canary" (the canary ended: a rollback,
// by hand or automatic), "rollback" (the current version moved back), and one that moves nothing: "watch-ended"
// (the edge watched a release for its window and kept it).
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';
import { withLock } from './lock.mjs';

export const HISTORY_FILE = 'releases.json';
/** The actions that made a version the current one: what "back one version" walks. */
const CURRENT_MOVES = new Set(['release', 'promote']);

/** Who runs the command: RELEASE_BY when set (CI names the pipeline), else the system user. */
export function whoRuns(env = process.env) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

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
  const by = entry.by ?? whoRuns();
  await writeJsonAtomic(path.join(distDir, HISTORY_FILE), [...history, { ...entry, by, at: entry.at.toISOString() }]);
}

/**
 * What "roll back" means without a version: the version that was current when the current one was last released
 * (or promoted from a canary). Asked again after that rollback, it goes one release further back (not forward).
 */
export function versionBefore(history, current) {
  const release = history.findLast((entry) => CURRENT_MOVES.has(entry.action) && entry.version === current);
  return release?.previous ?? null;
}

/**
 * The release (or promotion) of `current` the edge still watches: the last entry of the history, with a version
 * before it to compare with and roll back to. A later move (a canary, a rollback) or a closed watch ends it.
 */
export function watchedRelease(history, current) {
  const last = history.at(-1);
  return last && CURRENT_MOVES.has(last.action) && last.version === current && last.previous ? last : null;
}

/**
 * Closes a release's watch: it was kept. Only while that release is still the last move (another edge replica may
 * have closed it or rolled it back first); null otherwise.
 */
export async function endWatch({ distDir, remote, release, reason, health, now = new Date(), by }) {
  return withLock(distDir, remote, async () => {
    const history = await readHistory(distDir);
    const last = history.at(-1);
    if (last?.action !== release.action || last.version !== release.version || last.at !== release.at) return null;
    const entry = { action: 'watch-ended', version: release.version, previous: release.previous, at: now, by };
    await appendHistory(distDir, { ...entry, reason, ...(health ? { health } : {}) });
    return entry;
  });
}

/** When each version was last released (or promoted). */
export function releaseTimes(history) {
  return new Map(history.filter((entry) => CURRENT_MOVES.has(entry.action)).map((entry) => [entry.version, entry.at]));
}
