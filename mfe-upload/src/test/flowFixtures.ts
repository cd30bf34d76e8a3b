// Test support (jest): answers of the upload API as the flow's tests need them.
import type { PreSignResult, UploadItem, UploadReport } from '@portal/shared';
import { PNG_BYTES, zipBytes } from './zipBytes';

export const LINK = '/app/api/v1/upload/put/f-1?expires=1999999999&sig=abc';
/** Where the flow PUTs: the link resolved against the page (jsdom's origin). */
export const PUT_URL = `http://localhost${LINK}`;

export const preSigned = (extra: Partial<PreSignResult> = {}): PreSignResult => ({
  file_id: 'f-1',
  upload_url: LINK,
  method: 'PUT',
  headers: { 'content-type': 'application/zip' },
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  max_size: 1000,
  ...extra,
});

export const cleanReport = (extra: Partial<UploadReport> = {}): UploadReport => ({
  ok: true,
  file_count: 1234,
  total_uncompressed_size: 3 * 1024 * 1024,
  entry_point: 'my-game/index.html',
  stripped_prefix: 'my-game/',
  problems: [],
  problems_truncated: false,
  limits: { max_files: 1500, max_uncompressed_size: 250 * 1024 * 1024, max_compression_ratio: 200 },
  ...extra,
});

export const submittedItem = (extra: Partial<UploadItem> = {}): UploadItem => ({
  file_id: 'f-1',
  file_name: 'my-game.zip',
  file_size: 1000,
  status: 'pending_review',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:05:00.000Z',
  submitted_at: '2026-03-01T10:05:00.000Z',
  reviewed_at: null,
  reason: null,
  report: cleanReport(),
  game: {
    slug: 'star-hopper',
    title: 'Star Hopper',
    version: 'abcdef0123456789',
    preview_url: 'http://games.test/star-hopper/abcdef0123456789/index.html',
    thumbnail: 'http://games.test/star-hopper/abcdef0123456789/cover.png',
    is_live: false,
  },
  ...extra,
});

/** A small valid game archive: one top folder, a start page and one picture. */
export const gameZip = (name = 'my-game.zip') =>
  new File(
    [
      zipBytes([
        { name: 'my-game/index.html', data: '<!doctype html><title>Star Hopper</title>' },
        { name: 'my-game/img/cover.png', data: PNG_BYTES },
      ]),
    ],
    name,
    { type: 'application/zip' },
  );

export const CATEGORIES = [
  { slug: 'arcade', name: 'Arcade', type: 'general', show_type: 'nav', sort_order: 1, game_count: 12 },
  { slug: 'puzzle', name: 'Puzzle', type: 'general', show_type: 'nav', sort_order: 2, game_count: 8 },
];
export const TAGS = [
  { slug: 'retro', name: 'Retro', game_count: 3 },
  { slug: 'space', name: 'Space', game_count: 9 },
  { slug: 'two-player', name: 'Two players', game_count: 1 },
];
