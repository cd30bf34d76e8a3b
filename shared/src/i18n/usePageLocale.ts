import { useLocation } from 'react-router';
import { localeFromPath, type LocaleCode } from './locales';

/** The locale of the page the user is on (from its path): links and dates a remote renders stay in it. */
export function usePageLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}
