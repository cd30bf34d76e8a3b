import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../i18n/instance';
import { localeFromPath } from '../i18n/locales';
import { portalStore } from '../state/store';
import '../ui/base.css';
import '../ui/line-breaking.css';
import { HarnessLocale } from './HarnessLocale';
import { HarnessOverlays } from './HarnessOverlays';
import { harnessRoutes, type HarnessManifest, type HarnessModules } from './harnessRoutes';

export type { HarnessManifest };

/**
 * Runs one remote alone (`npm run dev -w mfe-…`): the same singletons the shell provides (store, i18n, router),
 * without the shell's chrome, so a remote can be developed and QA-tested in isolation: every page its src/pages.ts
 * declares, in every locale with the document's lang and dir (deep links load: the page's script URLs are absolute),
 * and every overlay box it declares (a picker opens each). `modules` are the components of the modules the manifest
 * names; `chrome` is shown above every page (a part the remote lends the shell's header, say).
 */
export async function mountHarness(
  manifest: HarnessManifest,
  modules: HarnessModules,
  chrome?: ReactNode,
): Promise<void> {
  const { routes, boxes } = harnessRoutes(manifest, modules);
  await initI18n(localeFromPath(window.location.pathname)).catch(() => undefined);
  // Boxes render inside the router: they link and navigate like pages. Pages and boxes wait for their strings in a
  // boundary of their own, so the document's lang and dir are set before they show.
  const frame = {
    element: (
      <>
        <HarnessLocale />
        <Suspense fallback={null}>
          {chrome}
          <Outlet />
          <HarnessOverlays boxes={boxes} />
        </Suspense>
      </>
    ),
    children: routes,
  };
  const router = createBrowserRouter([
    { path: '/', ...frame },
    { path: '/:lang', ...frame },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreProvider store={portalStore}>
        <I18nextProvider i18n={i18n}>
          <main style={{ padding: '1rem' }}>
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </main>
        </I18nextProvider>
      </StoreProvider>
    </StrictMode>,
  );
}
