import { useLocation } from 'react-router';
import { localeFromPath, type LocaleCode } from '@portal/shared';

/** The locale of the page the user is on: links and dates the upload remote renders stay in it. */
export function usePageLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}
