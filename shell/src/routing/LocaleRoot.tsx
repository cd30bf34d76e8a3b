import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { DEFAULT_LOCALE, directionOf, i18n, isLocale, type LocaleCode } from '@portal/shared';
import { Layout } from '../layout/Layout';
import { NotFound } from '../pages/NotFound';

/**
 * The root of every route: "/…" is English, "/{lang}/…" another locale. The document's lang and dir follow the
 * locale, so Arabic lays out right-to-left everywhere. A first segment that is no locale is an unknown path.
 */
export function LocaleRoot() {
  const { lang } = useParams();
  const valid = lang === undefined || (isLocale(lang) && lang !== DEFAULT_LOCALE);
  const locale: LocaleCode = valid && lang ? (lang as LocaleCode) : DEFAULT_LOCALE;

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);

  return <Layout>{valid ? <Outlet /> : <NotFound />}</Layout>;
}
