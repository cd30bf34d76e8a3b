/** The platforms the install guide explains, in the order they are listed after the visitor's own. */
export const INSTALL_PLATFORMS = ['android', 'ios', 'desktop', 'macSafari', 'samsung', 'firefox'] as const;
export type InstallPlatform = (typeof INSTALL_PLATFORMS)[number];

/** How many numbered steps each platform's guide has (static.install.platforms.<id>.step1…stepN). */
export const STEP_COUNT: Record<InstallPlatform, number> = {
  android: 3,
  ios: 4,
  desktop: 3,
  macSafari: 3,
  samsung: 3,
  firefox: 2,
};

/**
 * The visitor's platform from the user agent. iPadOS reports itself as a Mac, so a "Macintosh" with touch
 * points is an iPad. Every browser on iOS installs through the Share menu, so iOS wins over the browser name.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  const ua = userAgent;
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios';
  if (/SamsungBrowser/.test(ua)) return 'samsung';
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/Android/.test(ua)) return 'android';
  if (/Macintosh/.test(ua) && /Safari\//.test(ua) && !/Chrome\/|Chromium\/|Edg\//.test(ua)) return 'macSafari';
  return 'desktop';
}

/** The visitor's platform first, then the others in their usual order. */
export function platformsFor(detected: InstallPlatform): InstallPlatform[] {
  return [detected, ...INSTALL_PLATFORMS.filter((p) => p !== detected)];
}
