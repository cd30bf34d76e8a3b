/**
 * Cookies a CDN or the edge may set with the visitor's country (product §7: country comes from a geo cookie), in the
 * order they are trusted.
 */
export const GEO_COOKIES = ['geo_country', 'cf_ipcountry', 'country'] as const;

/** "XX" is what CDNs send when they do not know. */
const UNKNOWN = 'XX';

/** An ISO 3166-1 alpha-2 code, uppercased, or null when the value is anything else. */
export function normalizeCountry(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== UNKNOWN ? code : null;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The visitor's country from the first geo cookie holding a valid code; also what login sends as `country`. */
export function getCountry(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const name of GEO_COOKIES) {
    const code = normalizeCountry(cookieValue(cookies, name));
    if (code) return code;
  }
  return null;
}
