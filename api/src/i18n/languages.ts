/** The portal's 18 locale codes (the front end's list lives in @portal/shared; the API keeps its own copy). */
export const LANGUAGES = [
  'en',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'tr',
  'ar',
  'id',
  'th',
  'vi',
  'pl',
  'nl',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const byNormalised = new Map<string, Language>(LANGUAGES.map((code) => [code.replace(/-/g, '_').toLowerCase(), code]));
byNormalised.set('indo', 'id');

/**
 * The locale of a `language` parameter. Accepts both the locale code ("zh-CN") and the spec's normalised form
 * ("zh_cn", "indo"); anything unsupported falls back to English.
 */
export function resolveLanguage(raw: string | undefined): Language {
  if (!raw) return DEFAULT_LANGUAGE;
  const key = raw.trim().replace(/-/g, '_').toLowerCase();
  return byNormalised.get(key) ?? byNormalised.get(key.split('_')[0] ?? '') ?? DEFAULT_LANGUAGE;
}
