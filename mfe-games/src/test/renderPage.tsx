import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { portalStore, type GameDetail } from '@portal/shared';

const messages = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Where the router went, for tests that follow a navigation. */
function LocationProbe({ testId = 'location' }: { testId?: string }) {
  const location = useLocation();
  return <output data-testid={testId}>{`${location.pathname}${location.search}`}</output>;
}

/** Renders a component at `path` (matched by `route`) with the portal's store, this remote's strings and a router. */
export function renderPage(
  ui: ReactElement,
  {
    path,
    route,
    locale = 'en',
    showLocation = false,
  }: { path: string; route: string; locale?: 'en' | 'fr'; showLocation?: boolean },
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { games: messages(locale) } },
    defaultNS: 'games',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return render(
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={route}
              element={
                <>
                  {ui}
                  {/* For pages that change their own address (?sort=new&page=2). */}
                  {showLocation && <LocationProbe testId="current-location" />}
                </>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

export const snake: GameDetail = {
  slug: 'snake',
  title: 'Snake',
  description: 'Guide a hungry snake around the grid.',
  thumbnail: 'http://games.test/snake/thumb.png',
  category: { slug: 'arcade', name: 'Arcade' },
  likes: 7,
  plays: 120,
  instructions: 'Steer with the arrow keys.',
  play_url: 'http://games.test/snake/index.html?lang=en',
  orientation: 'landscape',
  width: 800,
  height: 600,
  aspect_ratio: 800 / 600,
  categories: [{ slug: 'arcade', name: 'Arcade' }],
  tags: [{ slug: 'retro', name: 'Retro' }],
  views: 300,
  author: 'Playnook',
  published_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  liked: false,
};
