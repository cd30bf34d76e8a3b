import { isLocale, type LocaleCode } from './locales';

/** The cookie that remembers the visitor's locale (product §9): read by the edge server at "/", written here. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function localeCookieValue(locale: LocaleCode): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The locale in a Cookie header or document.cookie, if it names one of ours. */
export function readLocaleCookie(cookieHeader: string | undefined): LocaleCode | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

export function rememberLocale(locale: LocaleCode): void {
  if (typeof document === 'undefined') return;
  if (readLocaleCookie(document.cookie) !== locale) document.cookie = localeCookieValue(locale);
}
