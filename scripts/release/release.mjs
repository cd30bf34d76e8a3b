// Publishing a built remote: an immutable version folder, then the pointer, then the history.
import { cp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  appendHistory,
  contentDigest,
  makeReadOnly,
  missingEntryFiles,
  movePointer,
  readPointerState,
  recordVersionIntegrity,
  ReleaseError,
  setAsideSourceMaps,
  SOURCE_MAPS_DIR,
  startCanaryLocked,
  versionName,
  withLock,
} from '@portal/release';

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Publishes the build in `built` as <distDir>/<package version>-<content hash>/ (files read-only, source maps set
 * aside in <distDir>/.sourcemaps/<version>/), records its files' SRI hashes (integrity.json) and points current.json
 * at it; with `canaryPercent`, current.json keeps its version and names the new one as the canary instead.
 * A version folder is never rewritten: the same output reuses it, and a folder of that name with other content is
 * refused. The copy is made under a dot name and renamed into place, so no one is served half a version.
 * @param {{ distDir: string, remote: string, built: string, packageVersion: string, now?: Date }} options
 */
export async function release({ distDir, remote, built, packageVersion, canaryPercent, now = new Date(), by }) {
  const missing = await missingEntryFiles(built);
  if (missing.length)
    throw new ReleaseError(`${built} is not a build of ${remote}: it has no ${missing.join(' or ')}.`);
  const digest = await contentDigest(built);
  const version = versionName(packageVersion, digest);
  const target = path.join(distDir, version);

  return withLock(distDir, remote, async () => {
    const state = await readPointerState(distDir);
    if (state?.canary && !canaryPercent)
      throw new ReleaseError(
        `${remote} runs a canary (${state.canary.version}): promote it (npm run promote -- ${remote}) or roll it back (npm run rollback -- ${remote}) first.`,
      );
    let published = false;
    if (await exists(target)) {
      if ((await contentDigest(target)) !== digest) {
        throw new ReleaseError(
          `${target} already exists with different content; a version folder is never overwritten.`,
        );
      }
    } else {
      const staging = path.join(distDir, `.staging-${version}-${process.pid}`);
      await rm(staging, { recursive: true, force: true });
      await cp(built, staging, { recursive: true });
      await setAsideSourceMaps(staging, path.join(distDir, SOURCE_MAPS_DIR, version));
      await makeReadOnly(staging);
      await rename(staging, target);
      published = true;
    }

    const integrity = await recordVersionIntegrity(distDir, version);
    if (canaryPercent) {
      const canary = await startCanaryLocked({ distDir, remote, version, percent: canaryPercent, now, by });
      return { ...canary, published, integrity, canary: canaryPercent };
    }
    const previous = state?.version ?? null;
    if (previous === version) return { version, previous, published, integrity, moved: false };
    await movePointer(distDir, version, 'release', now);
    await appendHistory(distDir, { action: 'release', version, previous, at: now, by });
    return { version, previous, published, integrity, moved: true };
  });
}
