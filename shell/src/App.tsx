import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18n, portalStore } from '@portal/shared';
import { routes } from './routing/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoreProvider>
  );
}
