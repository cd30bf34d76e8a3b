import path from 'node:path';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { i18n, type GameSummary } from '@portal/shared';
import { LocationProbe, remoteTestKit } from '@portal/shared/testing/remoteTestKit';
import { NAMESPACE } from '../i18n';

export { pageOf, SIGNED_IN, signInForTest, signOutForTest } from '@portal/shared/testing/session';

const kit = remoteTestKit(NAMESPACE, path.join(__dirname, '..', 'locales'));

/** One English string of this remote by its dotted key, as the tests expect to see it. */
export const english = kit.english;

/** Code outside React (the session's toasts) speaks through the page's shared i18n instance. */
export function initSharedI18nInEnglish(): Promise<unknown> {
  return i18n.init({
    lng: 'en',
    resources: { en: { [NAMESPACE]: kit.messages('en') } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}

/**
 * Renders an account component at `path` (default "/start") with the portal's store, this remote's strings
 * and a router; any navigation away lands on a probe showing the new location.
 */
export function renderAccount(
  ui: ReactElement,
  { path: at = '/start', locale = 'en' }: { path?: string; locale?: 'en' | 'fr' | 'ar' } = {},
) {
  return kit.render(
    <>
      <Route path={at.split('?')[0]} element={ui} />
      <Route path="*" element={<LocationProbe />} />
    </>,
    { at, locale },
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
  votes_up: 0,
  votes_down: 0,
  published_at: null,
  updated_at: listedAt,
  listed_at: listedAt,
});
