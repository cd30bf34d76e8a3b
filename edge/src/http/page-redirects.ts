import { DEFAULT_LOCALE, type LocaleCode } from '@portal/shared/i18n/locales';
import { localeCookieValue, readLocaleCookie } from '@portal/shared/i18n/localeCookie';
import { isBotUserAgent } from '@portal/shared/errors/bots';
import { negotiateLocale } from './locale-negotiation.js';

/**
 * The one spelling of a path, when the requested one differs: no backslashes, no trailing slash, no repeated slashes, and no
 * "/en" prefix (English lives at the root). Null when the path is already clean. Collapsing slashes also keeps
 * the target a same-origin path ("//host" would be another site).
 */
export function cleanPath(pathname: string): string | null {
  // Backslashes first: browsers read "/\\host" in a Location as "//host", another site.
  let clean = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (clean.length > 1) clean = clean.replace(/\/$/, '');
  if (clean === `/${DEFAULT_LOCALE}` || clean.startsWith(`/${DEFAULT_LOCALE}/`))
    clean = clean.slice(DEFAULT_LOCALE.length + 1) || '/';
  return clean === pathname ? null : clean;
}

export interface RootLocaleDecision {
  /** The locale to send the visitor to; en means stay on "/". */
  locale: LocaleCode;
  /** A Set-Cookie value remembering a locale chosen from Accept-Language; absent when the cookie already decided. */
  setCookie?: string;
}

/**
 * Where a visitor of "/" belongs: the locale their i18n_redirected cookie names, else the best match of their
 * Accept-Language (remembered in the cookie, en included, so the choice is made once). Null for crawlers and
 * link-preview fetchers: they index "/" as English and find the other languages through hreflang.
 */
export function rootLocaleDecision(headers: {
  cookie?: string;
  'accept-language'?: string;
  'user-agent'?: string;
}): RootLocaleDecision | null {
  if (isBotUserAgent(headers['user-agent'])) return null;
  const remembered = readLocaleCookie(headers.cookie);
  if (remembered) return { locale: remembered };
  const locale = negotiateLocale(headers['accept-language']);
  return { locale, setCookie: localeCookieValue(locale) };
}
