/** The 18 locales of the portal. English is served without a path prefix; the others under /{code}/. */
export const LOCALES = [
  { code: 'en', name: 'English', language: 'en-US' },
  { code: 'zh-CN', name: '简体中文', language: 'zh-CN' },
  { code: 'zh-TW', name: '繁體中文', language: 'zh-TW' },
  { code: 'ja', name: '日本語', language: 'ja-JP' },
  { code: 'ko', name: '한국어', language: 'ko-KR' },
  { code: 'fr', name: 'Français', language: 'fr-FR' },
  { code: 'de', name: 'Deutsch', language: 'de-DE' },
  { code: 'es', name: 'Español', language: 'es-ES' },
  { code: 'it', name: 'Italiano', language: 'it-IT' },
  { code: 'pt', name: 'Português', language: 'pt-PT' },
  { code: 'ru', name: 'Русский', language: 'ru-RU' },
  { code: 'tr', name: 'Türkçe', language: 'tr-TR' },
  { code: 'ar', name: 'العربية', language: 'ar-SA' },
  { code: 'id', name: 'Bahasa Indonesia', language: 'id-ID' },
  { code: 'th', name: 'ไทย', language: 'th-TH' },
  { code: 'vi', name: 'Tiếng Việt', language: 'vi-VN' },
  { code: 'pl', name: 'Polski', language: 'pl-PL' },
  { code: 'nl', name: 'Nederlands', language: 'nl-NL' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);
const RTL_LOCALES: ReadonlySet<LocaleCode> = new Set(['ar']);

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function directionOf(locale: LocaleCode): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** The locale a path is in: its first segment when that is a locale code other than en, else en. */
export function localeFromPath(pathname: string): LocaleCode {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix ("/fr/games/x" → "/games/x"). */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLocale(first) || first === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

/** A locale-neutral path ("/games/x") in a locale ("/fr/games/x"); en has no prefix. */
export function localizePath(path: string, locale: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The API's language code: "id" → "indo", hyphens → underscores, lowercase (product §9). */
export function apiLanguage(locale: string): string {
  if (locale === 'id') return 'indo';
  return locale.replace(/-/g, '_').toLowerCase();
}
