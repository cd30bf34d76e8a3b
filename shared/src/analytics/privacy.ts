import { isBotBrowser } from '../errors/bots';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/**
 * Whether the visitor asked not to be tracked: Global Privacy Control, or Do Not Track set to "1" (navigator or,
 * in older browsers, window). Either turns analytics off completely: no events, no stored source.
 */
export function trackingOptedOut(
  nav: PrivacySignals | undefined = typeof navigator === 'undefined' ? undefined : (navigator as PrivacySignals),
  win: PrivacySignals | undefined = typeof window === 'undefined' ? undefined : (window as PrivacySignals),
): boolean {
  return (
    nav?.globalPrivacyControl === true ||
    nav?.doNotTrack === '1' ||
    nav?.doNotTrack === 'yes' ||
    win?.doNotTrack === '1'
  );
}

/** Analytics runs in a real browser of a visitor who did not opt out, and not for crawlers rendering pages. */
export function analyticsAllowed(): boolean {
  return typeof window !== 'undefined' && !trackingOptedOut() && !isBotBrowser();
}
