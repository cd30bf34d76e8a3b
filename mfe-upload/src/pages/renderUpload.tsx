// Test support (jest): renders upload components the way the shell does, with this remote's real strings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  authAtom,
  LOGGED_OUT,
  portalStore,
  type AuthState,
  type ModerationItem,
  type UploadItem,
} from '@portal/shared';

type Messages = { [key: string]: string | Messages };
const messages = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Messages;

/** One English string of this remote by its dotted key, with {{placeholders}} filled in. */
export function english(key: string, values: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages('en'),
    );
  if (typeof value !== 'string') throw new Error(`no English string ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}

export const SIGNED_IN: AuthState = {
  user: {
    identity: 'email',
    user_id: 'u-1',
    name: 'Ada',
    game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
  },
  access_token: 'token-1',
  expires_at: Date.now() + 86_400_000,
  isLoggedIn: true,
};

export const signInForTest = () => portalStore.set(authAtom, SIGNED_IN);
export const signOutForTest = () => portalStore.set(authAtom, LOGGED_OUT);

/** Where the router is, to see the tab in the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (default "/gameupload") with the portal's store, this remote's strings and a router. */
export function renderUpload(
  ui: ReactElement,
  { path: at = '/gameupload', locale = 'en' }: { path?: string; locale?: 'en' | 'fr' | 'ar' } = {},
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { upload: messages(locale) } },
    defaultNS: 'upload',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return render(
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

export const pageOf = <T,>(items: T[], extra: { page?: number; has_more?: boolean; total?: number } = {}) => ({
  items,
  page: extra.page ?? 1,
  limit: 20,
  total: extra.total ?? items.length,
  has_more: extra.has_more ?? false,
});

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
