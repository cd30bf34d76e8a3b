// Test support (jest): renders upload components the way the shell does, with this remote's real strings.
import path from 'node:path';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { ModerationItem, UploadItem } from '@portal/shared';
import { LocationProbe, remoteTestKit } from '@portal/shared/testing/remoteTestKit';
import { NAMESPACE } from '../i18n';

export { pageOf, signInForTest, signOutForTest } from '@portal/shared/testing/session';

const kit = remoteTestKit(NAMESPACE, path.join(__dirname, '..', 'locales'));

/** One English string of this remote by its dotted key, with {{placeholders}} filled in. */
export const english = kit.english;

/** One string of this remote in `locale` by its dotted key, as stored (placeholders left in). */
export function stringIn(locale: 'en' | 'fr' | 'ar', key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], kit.messages(locale));
  if (typeof value !== 'string') throw new Error(`no ${locale} string ${key}`);
  return value;
}

/** Renders `ui` at `path` (default "/gameupload") with the portal's store, this remote's strings and a router. */
export function renderUpload(
  ui: ReactElement,
  { path: at = '/gameupload', locale = 'en' }: { path?: string; locale?: 'en' | 'fr' | 'ar' } = {},
) {
  return kit.render(
    <Route
      path="*"
      element={
        <>
          {ui}
          <LocationProbe />
        </>
      }
    />,
    { at, locale },
  );
}

/** An upload of the signed-in user in a given status; `game` only once it was submitted. */
export function uploadItem(fileId: string, status: UploadItem['status'], extra: Partial<UploadItem> = {}): UploadItem {
  return {
    file_id: fileId,
    file_name: `${fileId}.zip`,
    file_size: 2_621_440,
    status,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:05:00.000Z',
    submitted_at: null,
    reviewed_at: null,
    reason: null,
    report: null,
    game: null,
    ...extra,
  };
}

export const gameRef = (slug: string, title: string, isLive: boolean): NonNullable<UploadItem['game']> => ({
  slug,
  title,
  version: 'abcdef0123456789',
  preview_url: `http://games.test/${slug}/abcdef0123456789/index.html`,
  thumbnail: `http://games.test/${slug}/abcdef0123456789/thumbnail.png`,
  is_live: isLive,
});

/** A pending upload as the moderation queue lists it. */
export function pendingItem(
  fileId: string,
  title: string,
  extra: Partial<ModerationItem['submission']> = {},
): ModerationItem {
  return {
    ...uploadItem(fileId, 'pending_review', {
      submitted_at: '2026-03-02T09:00:00.000Z',
      game: gameRef(title.toLowerCase().replace(/\W+/g, '-'), title, false),
    }),
    uploader: { user_id: 'u-9', name: 'Grace' },
    submission: {
      title,
      description: `${title} is a game about jumping.`,
      instructions: 'Arrow keys to move.',
      text_language: 'en',
      category: 'arcade',
      tags: ['retro'],
      orientation: 'landscape',
      languages: ['en', 'fr'],
      thumbnail_url: `http://games.test/${fileId}/thumbnail.png`,
      is_update: false,
      ...extra,
    },
  };
}
