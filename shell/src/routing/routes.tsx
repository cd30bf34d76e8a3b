import type { RouteObject } from 'react-router';
import { RouteError } from '../errors/RouteError';
import { NotFound } from '../pages/NotFound';
import { LocaleRoot } from './LocaleRoot';
import { PageRoute } from './PageRoute';
import type { PageEntry } from './pages';

/** The router's routes for a page table (composePages): each page once per locale. */
export function createRoutes(table: readonly PageEntry[]): RouteObject[] {
  const pages: RouteObject[] = [
    ...table.map((page): RouteObject => {
      const element = <PageRoute page={page} />;
      return page.path === '/'
        ? { index: true, element, errorElement: <RouteError /> }
        : { path: page.path.slice(1), element, errorElement: <RouteError /> };
    }),
    { path: '*', element: <NotFound /> },
  ];
  // English without a prefix, the other 17 locales under /{lang}/ (LocaleRoot rejects other first segments).
  return [
    { path: '/', element: <LocaleRoot />, errorElement: <RouteError />, children: pages },
    { path: '/:lang', element: <LocaleRoot />, errorElement: <RouteError />, children: pages },
  ];
}
