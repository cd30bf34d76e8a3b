// Canaries: a released version served to a percentage of visitors beside the current one (current.json's
// `canary`), then promoted to current or dropped. The edge server drops one by itself when its sessions fail more
// than the stable version's (edge/src/delivery/canary-watch.ts), through dropCanary below.
import { ReleaseError } from './errors.mjs';
import { appendHistory } from './history.mjs';
import { withLock } from './lock.mjs';
import { movePointer, readPointerState, setCanary } from './pointer.mjs';

export function checkPercent(value) {
  const percent = Number(value);
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100)
    throw new ReleaseError(`--canary takes a percentage between 0 and 100 (exclusive), not "${value}".`);
  return percent;
}

/** Inside the release lock: `version` (already published) becomes the canary at `percent` %. */
export async function startCanaryLocked({ distDir, remote, version, percent, now, by }) {
  const state = await readPointerState(distDir);
  if (!state) throw new ReleaseError(`${remote} has no current version yet: release it without --canary first.`);
  if (state.version === version) return { version, previous: state.version, moved: false };
  await setCanary(distDir, state, { version, percent, at: now.toISOString(), ...(by ? { by } : {}) });
  await appendHistory(distDir, { action: 'canary', version, previous: state.version, percent, at: now, by });
  return { version, previous: state.version, replaced: state.canary?.version ?? null, moved: true };
}

/** The canary becomes the current version for everyone. */
export async function promote({ distDir, remote, now = new Date(), by }) {
  return withLock(distDir, remote, async () => {
    const state = await readPointerState(distDir);
    if (!state?.canary) throw new ReleaseError(`${remote} has no canary running (npm run releases -- ${remote}).`);
    const { version, percent } = state.canary;
    await movePointer(distDir, version, 'promote', now);
    await appendHistory(distDir, { action: 'promote', version, previous: state.version, percent, at: now, by });
    return { version, previous: state.version };
  });
}

/**
 * Ends the running canary: everyone gets the current version again. `onlyVersion` drops it only if that is still
 * the canary (the edge's automatic rollback must not drop a newer canary started meanwhile). Null: no canary.
 */
export async function dropCanary({ distDir, remote, reason, health, onlyVersion, now = new Date(), by }) {
  return withLock(distDir, remote, async () => {
    const state = await readPointerState(distDir);
    if (!state?.canary || (onlyVersion && state.canary.version !== onlyVersion)) return null;
    const { canary, ...rest } = state;
    await setCanary(distDir, { ...rest, action: 'drop-canary', at: now.toISOString() }, undefined);
    await appendHistory(distDir, {
      action: 'drop-canary',
      version: canary.version,
      previous: state.version,
      percent: canary.percent,
      at: now,
      by,
      ...(reason ? { reason } : {}),
      ...(health ? { health } : {}),
    });
    return { dropped: canary.version, current: state.version };
  });
}
