import type { RouteObject } from 'react-router';
import { RemoteMount } from '../federation/RemoteMount';
import { NotFound } from '../pages/NotFound';
import { SHELL_PAGES } from '../pages/shellPages';
import { LocaleRoot } from './LocaleRoot';
import { PAGES } from './pages';

/** Locale-neutral pages; each exists once per locale (see routes below). */
const pages: RouteObject[] = [
  ...PAGES.map(({ path, render }): RouteObject => {
    let element;
    if ('shell' in render) {
      const Page = SHELL_PAGES[render.shell];
      element = <Page />;
    } else {
      element = <RemoteMount key={`${render.remote}/${render.module}`} remote={render.remote} module={render.module} />;
    }
    return path === '/' ? { index: true, element } : { path: path.slice(1), element };
  }),
  { path: '*', element: <NotFound /> },
];

/** English without a prefix, the other 17 locales under /{lang}/ (LocaleRoot rejects other first segments). */
export const routes: RouteObject[] = [
  { path: '/', element: <LocaleRoot />, children: pages },
  { path: '/:lang', element: <LocaleRoot />, children: pages },
];
