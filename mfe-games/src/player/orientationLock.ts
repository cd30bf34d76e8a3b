import type { GameOrientation } from '@portal/shared';

type LockableOrientation = ScreenOrientation & {
  lock?: (orientation: 'landscape' | 'portrait') => Promise<void>;
  unlock?: () => void;
};

const screenOrientation = (): LockableOrientation | undefined =>
  typeof screen === 'undefined' ? undefined : (screen.orientation as LockableOrientation | undefined);

/**
 * Turns the screen the way the game is made (screen.orientation.lock, which browsers allow only in fullscreen and
 * many refuse: then the player's hint to turn the phone stays the only help). A game for either way locks nothing.
 * Resolves to whether the lock took.
 */
export async function lockOrientation(orientation: GameOrientation): Promise<boolean> {
  const target = screenOrientation();
  if (orientation === 'any' || typeof target?.lock !== 'function') return false;
  try {
    await target.lock(orientation);
    return true;
  } catch {
    return false;
  }
}

/** Lets the screen turn freely again (leaving fullscreen does it too). */
export function unlockOrientation(): void {
  try {
    screenOrientation()?.unlock?.();
  } catch {
    // Nothing was locked.
  }
}
