import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n, portalQueryClient, portalStore } from '@portal/shared';
import { routes } from './routing/routes';
import { RenderHintsContext } from './ssr/context';

const router = createBrowserRouter(routes);
/** What the server rendered with (absent when the browser renders the page itself). */
const hints = window.__PORTAL_SSR__ ?? { mobile: false };

export function App() {
  return (
    <RenderHintsContext.Provider value={hints}>
      <QueryClientProvider client={portalQueryClient()}>
        <StoreProvider store={portalStore}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </StoreProvider>
      </QueryClientProvider>
    </RenderHintsContext.Provider>
  );
}
