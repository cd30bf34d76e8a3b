import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALE_CODES, isLocale, type LocaleCode } from '@portal/shared/i18n/locales';

/** A header is the client's to write: only this much of it, and this many of its languages, are looked at. */
const MAX_HEADER_LENGTH = 512;
const MAX_LANGUAGES = 12;

/** Language tags the Intl API accepts; a malformed one would make the matcher throw. */
function validTags(tags: string[]): string[] {
  return tags.filter((tag) => {
    if (tag === '*') return false;
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  });
}

/**
 * The portal locale that best fits an Accept-Language header. The header's languages are ordered by quality
 * (negotiator), then matched against the 18 locales with CLDR's language distances (@formatjs/intl-localematcher,
 * "best fit"): zh-Hant, zh-HK and zh-MO reach zh-TW through their script, zh, zh-Hans and zh-SG reach zh-CN,
 * pt-BR reaches pt, fr-CA reaches fr, es-419 reaches es, and so on. No usable language gives en.
 */
export function negotiateLocale(acceptLanguage: string | undefined): LocaleCode {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const requested = validTags(
    new Negotiator({ headers: { 'accept-language': acceptLanguage.slice(0, MAX_HEADER_LENGTH) } })
      .languages()
      .slice(0, MAX_LANGUAGES),
  );
  if (requested.length === 0) return DEFAULT_LOCALE;
  const best = match(requested, LOCALE_CODES as string[], DEFAULT_LOCALE, { algorithm: 'best fit' });
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
