import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n, parseViewHints, portalQueryClient, portalStore, ViewHintsContext } from '@portal/shared';
import type { PageEntry } from './routing/pages';
import { PagesContext } from './routing/pagesContext';
import { createRoutes } from './routing/routes';
import { RenderHintsContext } from './ssr/context';

/** What the server rendered with (absent when the browser renders the page itself). */
const hints = window.__PORTAL_SSR__ ?? { mobile: false };
/** The visitor's view hints the server rendered with: hydration renders the same (a tampered page: only valid ones). */
const viewHints = parseViewHints(hints.view);

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router for the page table. Made before the first render, as a step of the start of its own: making
 * it (matching the address against every route of 18 locales, reading the history) is a few tens of milliseconds
 * on a phone, which inside the render would lengthen the first slice of hydration by as much.
 */
export function createPortalRouter(pages: readonly PageEntry[]): PortalRouter {
  return createBrowserRouter(createRoutes(pages));
}

/** The portal in the browser, for the page table composed from the registry (the same one the edge used). */
export function App({ pages, router }: { pages: readonly PageEntry[]; router: PortalRouter }) {
  return (
    <RenderHintsContext.Provider value={hints}>
      <ViewHintsContext.Provider value={viewHints}>
        <PagesContext.Provider value={pages}>
          <QueryClientProvider client={portalQueryClient()}>
            <StoreProvider store={portalStore}>
              <I18nextProvider i18n={i18n}>
                <RouterProvider router={router} />
              </I18nextProvider>
            </StoreProvider>
          </QueryClientProvider>
        </PagesContext.Provider>
      </ViewHintsContext.Provider>
    </RenderHintsContext.Provider>
  );
}
