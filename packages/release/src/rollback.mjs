// Rolling a remote back: moving its pointer to a version folder that is still there.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { dropCanary } from './canary.mjs';
import { ReleaseError } from './errors.mjs';
import { appendHistory, HISTORY_FILE, readHistory, releaseTimes, versionBefore } from './history.mjs';
import { withLock } from './lock.mjs';
import { movePointer, readPointer, readPointerState } from './pointer.mjs';
import { missingEntryFiles, VERSION_NAME, versionFolders } from './versions.mjs';

const sortTime = (entry) => (entry.releasedAt ? Date.parse(entry.releasedAt) : entry.writtenAt.getTime());
const isFolder = (dir) =>
  stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );

/** Every version folder of a remote, the current one marked, by when each was last released (else written). */
export async function listVersions({ distDir }) {
  const [folders, current, history] = await Promise.all([
    versionFolders(distDir),
    readPointer(distDir),
    readHistory(distDir),
  ]);
  const released = releaseTimes(history);
  return folders
    .map(({ version, writtenAt }) => ({
      version,
      current: version === current,
      releasedAt: released.get(version) ?? null,
      writtenAt,
    }))
    .sort((a, b) => sortTime(a) - sortTime(b) || a.version.localeCompare(b.version));
}

/**
 * Without a version while a canary runs: drops the canary (everyone gets the current version again). Otherwise
 * points the remote at `version`, or, without one, at the version that was current before the current one was
 * released (any canary ends too). The folder must hold a complete build (its manifest and remote entry).
 * `onlyFrom` moves only while that version is still current with no canary beside it (the edge's automatic
 * rollback must not undo a newer release made meanwhile, nor end a canary): null otherwise. `by`, `reason` and
 * `health` (the numbers of an automatic decision) go into the history entry.
 * @param {{ distDir: string, remote: string, version?: string, now?: Date, by?: string, reason?: string,
 *   health?: object, onlyFrom?: string }} options
 */
export async function rollback({ distDir, remote, version, now = new Date(), by, reason, health, onlyFrom }) {
  if (!version && (await readPointerState(distDir))?.canary) {
    const dropped = await dropCanary({ distDir, remote, reason: 'rolled back by hand', now });
    if (dropped)
      return { version: dropped.current, previous: dropped.current, droppedCanary: dropped.dropped, moved: true };
  }
  return withLock(distDir, remote, async () => {
    const current = await readPointer(distDir);
    if (onlyFrom && (current !== onlyFrom || (await readPointerState(distDir))?.canary)) return null;
    const target = version ?? versionBefore(await readHistory(distDir), current);
    if (!target) {
      throw new ReleaseError(
        `${remote}: the history (${path.join(distDir, HISTORY_FILE)}) has no release before ${current ?? 'the current version'}. ` +
          `Name a version: npm run rollback -- ${remote} <version> (see --list).`,
      );
    }
    const folder = path.join(distDir, target);
    if (!VERSION_NAME.test(target) || !(await isFolder(folder))) {
      throw new ReleaseError(
        `${remote} has no version "${target}" in ${distDir} (npm run rollback -- ${remote} --list).`,
      );
    }
    const missing = await missingEntryFiles(folder);
    if (missing.length) throw new ReleaseError(`${folder} is not a complete build: it has no ${missing.join(' or ')}.`);

    // A canary still running (a version was named) ends with the move: the entry says which.
    const canary = (await readPointerState(distDir))?.canary?.version;
    if (target === current && !canary) return { version: target, previous: current, moved: false };
    await movePointer(distDir, target, 'rollback', now);
    await appendHistory(distDir, {
      action: 'rollback',
      version: target,
      previous: current,
      at: now,
      by,
      ...(canary ? { droppedCanary: canary } : {}),
      ...(reason ? { reason } : {}),
      ...(health ? { health } : {}),
    });
    return { version: target, previous: current, moved: true };
  });
}
