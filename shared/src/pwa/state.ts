import { atom } from 'jotai';

/**
 * The page's service worker lifecycle (product §4: registered, installed, waiting = update available, activated).
 * "disabled": development builds and pages inside an iframe never register one; "unsupported": no SW API.
 */
export type ServiceWorkerPhase =
  'unsupported' | 'disabled' | 'pending' | 'registered' | 'installed' | 'waiting' | 'activated' | 'failed';

/** The install prompt (product §4: shown, cancelled with a persisted hidden flag, or installed). */
export type InstallStatus = 'unavailable' | 'available' | 'installed';

export const serviceWorkerPhaseAtom = atom<ServiceWorkerPhase>('pending');
/** A new service worker is waiting: the update-available prompt shows until refreshed or put off. */
export const updateAvailableAtom = atom(false);
/** The first service worker finished activating and warming its caches: the offline-ready notice shows. */
export const offlineReadyAtom = atom(false);
/**
 * A game's frame is open on the page (the games remote's player sets it while playing): the shell's notices stay
 * off it (the offline-ready notice leaves at once).
 */
export const gameOnStageAtom = atom(false);
export const installStatusAtom = atom<InstallStatus>('unavailable');
/** The visitor said "not now" to the install prompt (mirrors PWA_INSTALL_HIDDEN_KEY in local storage). */
export const installHiddenAtom = atom(false);
/** A new build was deployed since this page loaded; the page reloads at the next navigation. */
export const buildReloadPendingAtom = atom(false);

/** Local storage keys (product §9 lists the PWA flag and the install-hide flag). */
export const PWA_FLAG_KEY = 'portal.pwa';
export const PWA_INSTALL_HIDDEN_KEY = 'portal.pwaInstallHidden';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, sandboxed frame): the flag lasts for this page only.
  }
}

/** The portal runs (or was once launched) as an installed app; login reports it as is_pwa. */
export const isPwaFlagSet = (): boolean => readFlag(PWA_FLAG_KEY);
export const setPwaFlag = (): void => writeFlag(PWA_FLAG_KEY, true);
export const isInstallHidden = (): boolean => readFlag(PWA_INSTALL_HIDDEN_KEY);
export const setInstallHidden = (hidden: boolean): void => writeFlag(PWA_INSTALL_HIDDEN_KEY, hidden);
