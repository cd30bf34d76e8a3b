import {
  installHiddenAtom,
  installStatusAtom,
  isInstallHidden,
  portalStore,
  setInstallHidden,
  setPwaFlag,
  type InstallStatus,
} from '@portal/shared';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/** The page runs in the installed app's own window. */
export function isStandaloneDisplay(
  matchMedia: (query: string) => { matches: boolean } = (query) => window.matchMedia(query),
  navigatorStandalone: boolean | undefined = (navigator as Navigator & { standalone?: boolean }).standalone,
): boolean {
  return matchMedia('(display-mode: standalone)').matches || navigatorStandalone === true;
}

/** Opened from the manifest's start_url or one of its shortcuts, which all carry "?source=pwa". */
export const isManifestLaunch = (search: string = window.location.search): boolean =>
  new URLSearchParams(search).get('source') === 'pwa';

/** The install banner shows only when the browser offered an install, the visitor did not say "not now", and the app is not installed. */
export function shouldShowInstallBanner(status: InstallStatus, hidden: boolean): boolean {
  return status === 'available' && !hidden;
}

/**
 * Captures the browser's install offer so the portal shows its own banner instead of the browser's mini-infobar,
 * and records the PWA flag when the app is installed or launched as one.
 */
export function listenForInstallPrompt(): void {
  portalStore.set(installHiddenAtom, isInstallHidden());
  const standalone = isStandaloneDisplay();
  if (standalone || isManifestLaunch()) setPwaFlag();
  if (standalone) portalStore.set(installStatusAtom, 'installed');

  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    portalStore.set(installStatusAtom, 'available');
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    setPwaFlag();
    portalStore.set(installStatusAtom, 'installed');
  });
}

/** "Install" on the banner: the browser's own dialog. Declining it there counts as "not now". */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = deferredPrompt;
  if (!prompt) return 'unavailable';
  deferredPrompt = null; // a prompt event can be used once
  portalStore.set(installStatusAtom, 'unavailable');
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'dismissed') hideInstallPrompt();
  return outcome;
}

/** "Not now": the banner stays hidden in this browser until the flag is reset (the PWA test page can). */
export function hideInstallPrompt(): void {
  setInstallHidden(true);
  portalStore.set(installHiddenAtom, true);
}

export function resetInstallHidden(): void {
  setInstallHidden(false);
  portalStore.set(installHiddenAtom, false);
}
