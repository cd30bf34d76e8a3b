import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** The page's locale, as the shell set it on the shared i18n instance (links and API calls follow it). */
export function useLocale(): LocaleCode {
  const { i18n } = useTranslation(NAMESPACE);
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
