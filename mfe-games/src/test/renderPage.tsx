import path from 'node:path';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { GameDetail } from '@portal/shared';
import { LocationProbe, remoteTestKit } from '@portal/shared/testing/remoteTestKit';
import { NAMESPACE } from '../i18n';

const kit = remoteTestKit(NAMESPACE, path.join(__dirname, '..', 'locales'));

/** Renders a component at `path` (matched by `route`) with the portal's store, this remote's strings and a router. */
export function renderPage(
  ui: ReactElement,
  {
    path: at,
    route,
    locale = 'en',
    showLocation = false,
  }: { path: string; route: string; locale?: 'en' | 'fr'; showLocation?: boolean },
) {
  return kit.render(
    <>
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
    </>,
    { at, locale },
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
  votes_up: 0,
  votes_down: 0,
  instructions: 'Steer with the arrow keys.',
  play_url: 'http://snake.games.test/snake/v1/index.html?lang=en',
  orientation: 'landscape',
  width: 800,
  height: 600,
  aspect_ratio: 800 / 600,
  categories: [{ slug: 'arcade', name: 'Arcade' }],
  tags: [{ slug: 'retro', name: 'Retro' }],
  views: 300,
  author: 'Playnook',
  author_slug: 'playnook',
  published_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  liked: false,
  vote: null,
};
