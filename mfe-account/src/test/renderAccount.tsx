import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { authAtom, LOGGED_OUT, portalStore, type AuthState, type GameSummary } from '@portal/shared';

const messages = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Where the router went, for tests that follow a link. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export const SIGNED_IN: AuthState = {
  user: {
    identity: 'email',
    user_id: 'u-1',
    name: 'Ada',
    game_stats: { play_count: 3, favorite_count: 2, liked_count: 1 },
  },
  access_token: 'token-1',
  expires_at: Date.now() + 86_400_000,
  isLoggedIn: true,
};

export function signInForTest(): void {
  portalStore.set(authAtom, SIGNED_IN);
}

export function signOutForTest(): void {
  portalStore.set(authAtom, LOGGED_OUT);
}

/**
 * Renders an account component at `path` (default "/start") with the portal's store, this remote's strings
 * and a router; any navigation away lands on a probe showing the new location.
 */
export function renderAccount(
  ui: ReactElement,
  { path: at = '/start', locale = 'en' }: { path?: string; locale?: 'en' | 'fr' | 'ar' } = {},
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { account: messages(locale) } },
    defaultNS: 'account',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const route = at.split('?')[0]!;
  return render(
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

export const game = (
  slug: string,
  title: string,
  listedAt = '2026-01-02T10:00:00.000Z',
): GameSummary & { listed_at: string } => ({
  slug,
  title,
  description: `${title} description`,
  thumbnail: `http://games.test/${slug}/thumb.png`,
  category: { slug: 'arcade', name: 'Arcade' },
  likes: 3,
  plays: 10,
  listed_at: listedAt,
});

export const pageOf = <T,>(
  items: T[],
  extra: { page?: number; has_more?: boolean; total?: number; limit?: number } = {},
) => ({
  items,
  page: extra.page ?? 1,
  limit: extra.limit ?? 20,
  total: extra.total ?? items.length,
  has_more: extra.has_more ?? false,
});
