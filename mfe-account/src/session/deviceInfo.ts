/** What the login call reports about the device (product §7: device_os, device_name). Coarse on purpose: no versions. */

interface UserAgentData {
  platform?: string;
}

const OS_PATTERNS: Array<[RegExp, string]> = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

const BROWSER_PATTERNS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function deviceOs(ua: string = userAgent()): string {
  const hinted =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData?.platform;
  if (hinted) return hinted;
  return OS_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'unknown';
}

/** "Chrome on Windows": lets a player tell their devices apart without fingerprinting them. */
export function deviceName(ua: string = userAgent()): string {
  const browser = BROWSER_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Browser';
  return `${browser} on ${OS_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'unknown'}`;
}

export function deviceLanguage(): string {
  return typeof navigator === 'undefined' ? '' : navigator.language || '';
}
