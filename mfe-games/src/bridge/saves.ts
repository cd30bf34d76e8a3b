import { authAtom, fetchUserGameDetail, portalStore, reportGame } from '@portal/shared';

/** Guests' saves stay on this device, one local storage entry per game. */
export const guestSaveKey = (slug: string) => `portal.gameSave.${slug}`;

const signedIn = () => portalStore.get(authAtom).isLoggedIn;

function readGuestSave(slug: string): unknown {
  try {
    const text = localStorage.getItem(guestSaveKey(slug));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * The game's saved data for the current player: the server's copy for a signed-in player (any device), the local
 * one for a guest; null when there is none. Rejects when the server cannot be asked.
 */
export async function loadSave(slug: string): Promise<unknown> {
  if (!signedIn()) return readGuestSave(slug);
  const detail = await fetchUserGameDetail(slug, { showToast: false });
  return detail.progress?.data ?? null;
}

/** Stores `json` (already checked to be JSON within the size limit); rejects when it could not be kept. */
export async function storeSave(slug: string, json: string): Promise<void> {
  if (!signedIn()) {
    localStorage.setItem(guestSaveKey(slug), json);
    return;
  }
  await reportGame(slug, JSON.parse(json) as unknown, { showToast: false });
}
