import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import {
  DEFAULT_LOCALE,
  directionOf,
  i18n,
  isLocale,
  rememberLocale,
  stripLocale,
  useTrackVisits,
  type LocaleCode,
} from '@portal/shared';
import { ErrorScreen } from '../errors/ErrorScreen';
import { Layout } from '../layout/Layout';
import { LoadingOverlay } from '../loading/LoadingOverlay';
import { useLayoutMobile } from '../layout/useLayoutMobile';
import { NotFound } from '../pages/NotFound';
import { SeoHead } from '../seo/SeoHead';
import { matchPage, type LayoutName, type RouteMatch } from './pages';
import { PageTransition } from './PageTransition';
import { usePages } from './pagesContext';

const DeferredHosts = lazy(() => import('./DeferredHosts'));

/** The page's layout; undefined `mobile` (the server's page) gives its desktop layout, with the mobile chrome too. */
function layoutFor(match: RouteMatch, mobile: boolean | undefined): LayoutName {
  const requested = match.kind === 'page' ? match.page.layout : undefined;
  if (requested === 'none') return 'none';
  if (mobile) return 'mobile';
  return requested ?? 'default';
}

/**
 * The root of every route: "/…" is English, "/{lang}/…" another locale. The document's lang and dir follow the
 * locale (Arabic lays out right-to-left everywhere) and the locale cookie remembers it. A path matching no page
 * is a non-fatal 404 inside the layout; a page whose parameters are malformed is a fatal 404 without it.
 */
export function LocaleRoot() {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const pages = usePages();
  const mobile = useLayoutMobile();
  const valid = lang === undefined || (isLocale(lang) && lang !== DEFAULT_LOCALE);
  const locale: LocaleCode = valid && lang ? (lang as LocaleCode) : DEFAULT_LOCALE;
  const match: RouteMatch = valid ? matchPage(stripLocale(pathname), pages) : { kind: 'unknown' };
  useTrackVisits();

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    rememberLocale(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);

  if (match.kind === 'invalid') {
    return (
      <main id="main" className="layout-none">
        <ErrorScreen status={404} variant="fatal-not-found" />
      </main>
    );
  }
  return (
    <>
      <Layout name={layoutFor(match, mobile)} responsive={mobile === undefined}>
        <PageTransition>{match.kind === 'page' ? <Outlet /> : <NotFound />}</PageTransition>
      </Layout>
      <SeoHead />
      <AfterHydration />
    </>
  );
}

/**
 * Overlays, toasts, the loading bar and the PWA prompts are not part of the first view: they mount after hydration,
 * in a task of their own and as a transition React may interrupt (a value that only changes once hydrated would
 * mount them synchronously, inside the task that ends the hydration). A component of its own, so that the switch
 * re-renders only it: re-rendering the layout then would make React hydrate the header, the page and the footer in
 * one long task instead of piece by piece.
 */
function AfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => startTransition(() => setHydrated(true)), 0);
    return () => clearTimeout(later);
  }, []);
  if (!hydrated) return null;
  return (
    <>
      <LoadingOverlay />
      <Suspense fallback={null}>
        <DeferredHosts />
      </Suspense>
    </>
  );
}
