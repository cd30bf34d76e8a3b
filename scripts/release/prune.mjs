// Removing version folders no one needs any more: what `npm run releases:prune -- --keep N` does for each remote.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  pinnedVersions,
  readHistory,
  readPointerState,
  SOURCE_MAPS_DIR,
  versionFolders,
  withLock,
} from '@portal/release';

/**
 * The versions to keep: the one the pointer names and its canary, every version an unexpired pin link names (a
 * pinned browser asks for it), and every version the last `keep` entries of the release history name (released, or
 * current before a release or rollback), so the last `keep` rollbacks stay possible, and every version that was
 * current within CACHED_PAGE_WINDOW_MS (a page a shared cache still holds may name it: docs/operations.md, "Page
 * caching"). Anything else (old releases, local builds nobody released) is removed with its source maps.
 * @param {{ distDir: string, remote: string, keep: number, now?: Date }} options
 * @returns {Promise<{ kept: string[], removed: string[] }>}
 */
/** Longer than any page's shared-cache life (PAGE_S_MAXAGE_S + PAGE_STALE_WHILE_REVALIDATE_S, 40 s by default). */
export const CACHED_PAGE_WINDOW_MS = 10 * 60_000;

export async function pruneVersions({ distDir, remote, keep, now = new Date() }) {
  return withLock(distDir, remote, async () => {
    const history = await readHistory(distDir);
    const pointer = await readPointerState(distDir);
    const needed = new Set(
      [
        pointer?.version,
        pointer?.canary?.version,
        ...(await pinnedVersions(distDir, now)),
        ...history.slice(-keep).flatMap((entry) => [entry.version, entry.previous]),
        ...history
          .filter((entry) => now.getTime() - Date.parse(entry.at) < CACHED_PAGE_WINDOW_MS)
          .flatMap((entry) => [entry.version, entry.previous]),
      ].filter((version) => typeof version === 'string'),
    );
    const folders = (await versionFolders(distDir)).map((folder) => folder.version).sort();
    const removed = folders.filter((version) => !needed.has(version));
    for (const version of removed) {
      await rm(path.join(distDir, version), { recursive: true, force: true });
      await rm(path.join(distDir, SOURCE_MAPS_DIR, version), { recursive: true, force: true });
    }
    return { kept: folders.filter((version) => needed.has(version)), removed };
  });
}
