import { useLocation } from 'react-router';
import { localeFromPath, type LocaleCode } from '@portal/shared';

/** The locale of the page the user is on: links the account remote renders stay in it. */
export function usePageLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}
