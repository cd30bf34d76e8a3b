import path from 'node:path';
import { Route } from 'react-router';
import { authAtom, LOGGED_OUT, portalStore, type LocaleCode } from '@portal/shared';
import type { StudioDay, StudioGame, StudioStats } from '@portal/shared/contract/studio';
import type { OpsRemote } from '@portal/shared/contract/ops';
import { LocationProbe, remoteTestKit } from '@portal/shared/testing/remoteTestKit';
import { NAMESPACE } from '../i18n';
import OpsPage from '../pages/OpsPage';
import StudioGamePage from '../pages/StudioGamePage';
import StudioPage from '../pages/StudioPage';

const kit = remoteTestKit(NAMESPACE, path.join(__dirname, '..', 'locales'));

/** Renders the studio's pages at `url` as the shell routes them, in `locale`. */
export function renderStudio(url: string, locale: LocaleCode = 'en') {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return kit.render(
    <>
      <Route path={`${prefix}/studio`} element={<StudioPage />} />
      <Route path={`${prefix}/studio/games/:slug`} element={<StudioGamePage />} />
      <Route path={`${prefix}/ops`} element={<OpsPage />} />
      <Route path="*" element={<LocationProbe />} />
    </>,
    { at: url, locale },
  );
}

/** This remote's strings in one locale, as its JSON file holds them. */
export const studioMessages = (locale: LocaleCode) => kit.messages(locale) as object;

export const ACCESS_TOKEN = 'maker-token';

export function signInMaker(): void {
  portalStore.set(authAtom, {
    isLoggedIn: true,
    access_token: ACCESS_TOKEN,
    expires_at: Date.now() + 3_600_000,
    user: {
      identity: 'maker@example.test',
      user_id: 'u-maker',
      name: 'Maker',
      game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
    },
  });
}

export const signOut = () => portalStore.set(authAtom, LOGGED_OUT);

export const game: StudioGame = {
  slug: 'moon-jump',
  title: 'Moon Jump',
  thumbnail: '',
  status: 'live',
  publishedAt: '2026-11-01T10:00:00Z',
  views: 120,
  plays: 45,
  likes: 7,
  votesUp: 5,
  votesDown: 1,
  rating: 0.6,
  versions: [
    {
      fileId: 'f2',
      version: 'v2',
      status: 'live',
      submittedAt: '2026-11-20T10:00:00Z',
      reviewedAt: '2026-11-21T10:00:00Z',
      reason: null,
    },
    {
      fileId: 'f1',
      version: 'v1',
      status: 'replaced',
      submittedAt: '2026-11-01T10:00:00Z',
      reviewedAt: '2026-11-01T12:00:00Z',
      reason: null,
    },
  ],
};

const day = (date: string, playStarts: number): StudioDay => ({
  date,
  pageViews: playStarts * 2,
  playStarts,
  uniquePlayers: playStarts,
  newPlayers: 1,
  engagedPlays: 1,
  playSeconds: playStarts * 90,
  medianPlaySeconds: 90,
  returningDay1: 0,
  returningDay7: 0,
  comments: 0,
  likes: 3,
  votesUp: 2,
  votesDown: 0,
  rating: 0.5,
});

/** Two days of numbers for `from`–`to` (the days themselves are the request's). */
export function statsFor(from: string, to: string): StudioStats {
  return {
    game: { slug: game.slug, title: game.title },
    from,
    to,
    days: [day(from, 3), day(to, 17)],
    totals: { pageViews: 40, playStarts: 20, engagedPlays: 2, playSeconds: 1800, newPlayers: 2, comments: 1 },
    funnel: { pageViews: 40, playStarts: 20, engagedPlays: 2 },
    breakdowns: {
      locale: [{ value: 'fr', pageViews: 30, playStarts: 15 }],
      device: [{ value: 'h5', pageViews: 25, playStarts: 12 }],
      source: [{ value: 'direct', pageViews: 40, playStarts: 20 }],
    },
    comments: [
      {
        id: 9,
        body: 'Level 3 is too hard',
        author: 'Zoe',
        createdAt: '2026-12-01T10:00:00Z',
        likeCount: 0,
        replyCount: 0,
      },
    ],
    rolledUpAt: '2026-12-06T23:59:00Z',
  };
}

export const remote = (name: string, extra: Partial<OpsRemote> = {}): OpsRemote => ({
  name,
  current: `0.1.0-${name}2`,
  canary: null,
  pins: [],
  watched: null,
  previous: [`0.1.0-${name}1`],
  versions: [],
  health: [
    { version: `0.1.0-${name}2`, date: '2026-12-05', sessions: 10, failing: 1, failureRate: 0.1, ssrFailures: 0 },
    { version: `0.1.0-${name}2`, date: '2026-12-06', sessions: 20, failing: 0, failureRate: 0, ssrFailures: 1 },
  ],
  errors: [],
  ...extra,
});
