import {
  installHiddenAtom,
  installStatusAtom,
  isInstallHidden,
  isPwaFlagSet,
  PWA_FLAG_KEY,
  PWA_INSTALL_HIDDEN_KEY,
  portalStore,
} from '@portal/shared';
import {
  hideInstallPrompt,
  isManifestLaunch,
  isStandaloneDisplay,
  listenForInstallPrompt,
  promptInstall,
  resetInstallHidden,
  shouldShowInstallBanner,
} from './installPrompt';

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('install prompt', () => {
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    listenForInstallPrompt();
  });
  beforeEach(() => {
    localStorage.clear();
    portalStore.set(installStatusAtom, 'unavailable');
    portalStore.set(installHiddenAtom, false);
  });

  it('shows the banner only when offered, not hidden and not installed', () => {
    expect(shouldShowInstallBanner('available', false)).toBe(true);
    expect(shouldShowInstallBanner('available', true)).toBe(false);
    expect(shouldShowInstallBanner('unavailable', false)).toBe(false);
    expect(shouldShowInstallBanner('installed', false)).toBe(false);
  });

  it('tells an installed app window and a launch from the manifest', () => {
    expect(isStandaloneDisplay(() => ({ matches: true }), undefined)).toBe(true);
    expect(isStandaloneDisplay(() => ({ matches: false }), true)).toBe(true);
    expect(isStandaloneDisplay(() => ({ matches: false }), undefined)).toBe(false);
    expect(isManifestLaunch('?source=pwa')).toBe(true);
    expect(isManifestLaunch('?q=snake')).toBe(false);
  });

  it('captures the browser offer instead of letting it show its own', () => {
    const { event } = installOffer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(portalStore.get(installStatusAtom)).toBe('available');
  });

  it('"not now" persists the hidden flag; resetting clears it', () => {
    hideInstallPrompt();
    expect(localStorage.getItem(PWA_INSTALL_HIDDEN_KEY)).toBe('1');
    expect(isInstallHidden()).toBe(true);
    expect(portalStore.get(installHiddenAtom)).toBe(true);
    resetInstallHidden();
    expect(localStorage.getItem(PWA_INSTALL_HIDDEN_KEY)).toBeNull();
    expect(portalStore.get(installHiddenAtom)).toBe(false);
  });

  it('install shows the browser dialog once; declining there counts as "not now"', async () => {
    const { event, prompt } = installOffer('dismissed');
    window.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(isInstallHidden()).toBe(true);
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('an accepted install hides nothing; appinstalled records the PWA flag', async () => {
    window.dispatchEvent(installOffer('accepted').event);
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(isInstallHidden()).toBe(false);
    window.dispatchEvent(new Event('appinstalled'));
    expect(portalStore.get(installStatusAtom)).toBe('installed');
    expect(localStorage.getItem(PWA_FLAG_KEY)).toBe('1');
    expect(isPwaFlagSet()).toBe(true);
  });
});
