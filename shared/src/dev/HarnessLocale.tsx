import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { i18n } from '../i18n/instance';
import { directionOf, localeFromPath } from '../i18n/locales';

/**
 * The document's lang and dir follow the path's locale, as the shell's LocaleRoot keeps them: a remote is QA-tested
 * alone in Arabic right to left (/ar/…), not in an English left-to-right document.
 */
export function HarnessLocale() {
  const locale = localeFromPath(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return null;
}
