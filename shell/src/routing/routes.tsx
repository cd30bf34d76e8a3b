import type { RouteObject } from 'react-router';
import { RemoteMount } from '../federation/RemoteMount';
import { NotFound } from '../pages/NotFound';
import { LocaleRoot } from './LocaleRoot';
import { PAGES } from './pages';

/** Locale-neutral pages; each exists once per locale (see routes below). */
const pages: RouteObject[] = [
  ...PAGES.map(({ path, remote, module }): RouteObject => {
    const element = <RemoteMount key={`${remote}/${module}`} remote={remote} module={module} />;
    return path === '/' ? { index: true, element } : { path: path.slice(1), element };
  }),
  { path: '*', element: <NotFound /> },
];

/** English without a prefix, the other 17 locales under /{lang}/ (LocaleRoot rejects other first segments). */
export const routes: RouteObject[] = [
  { path: '/', element: <LocaleRoot />, children: pages },
  { path: '/:lang', element: <LocaleRoot />, children: pages },
];
