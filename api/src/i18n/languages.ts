import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '@portal/shared/i18n/locales';

/** The portal's 18 locale codes: the list the front end routes by. */
export const LANGUAGES = LOCALE_CODES;
export type Language = LocaleCode;

const byNormalised = new Map<string, Language>(LANGUAGES.map((code) => [code.replace(/-/g, '_').toLowerCase(), code]));
byNormalised.set('indo', 'id');

/**
 * The locale of a `language` parameter. Accepts both the locale code ("zh-CN") and the spec's normalised form
 * ("zh_cn", "indo"); anything unsupported falls back to English.
 */
export function resolveLanguage(raw: string | undefined): Language {
  if (!raw) return DEFAULT_LOCALE;
  const key = raw.trim().replace(/-/g, '_').toLowerCase();
  return byNormalised.get(key) ?? byNormalised.get(key.split('_')[0] ?? '') ?? DEFAULT_LOCALE;
}
