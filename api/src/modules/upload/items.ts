import type { ModerationItem, UploadItem, UploadReport, UploadStatus } from '@portal/shared/types/upload';
import { gameFileUrl } from '@portal/shared/catalogue/gameOrigins';
import { onGamesOrigin, toIso } from '../games/summary.js';
import type { StoredMeta } from './game-meta.js';

/** Columns every upload listing selects (uploads u, games g, users us). */
export const UPLOAD_SELECT = `
  SELECT u.id, u.file_name, u.file_size, u.status, u.expires_at < now() AS expired, u.created_at, u.updated_at,
         u.submitted_at, u.reviewed_at, u.reason, u.report, u.version, u.meta,
         g.slug AS game_slug, g.status AS game_status,
         us.id AS uploader_id, us.name AS uploader_name
    FROM uploads u
    LEFT JOIN games g ON g.id = u.game_id
    JOIN users us ON us.id = u.user_id`;

export interface UploadRow {
  id: string;
  file_name: string;
  file_size: number | string;
  status: UploadStatus;
  expired: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  submitted_at: Date | string | null;
  reviewed_at: Date | string | null;
  reason: string | null;
  report: UploadReport | null;
  version: string | null;
  meta: StoredMeta | null;
  game_slug: string | null;
  game_status: string | null;
  uploader_id: string;
  uploader_name: string;
}

export function toUploadItem(row: UploadRow, gamesOrigin: string): UploadItem {
  const meta = row.meta;
  return {
    file_id: row.id,
    file_name: row.file_name,
    file_size: Number(row.file_size),
    status: row.status === 'pending_upload' && row.expired ? 'expired' : row.status,
    created_at: toIso(row.created_at)!,
    updated_at: toIso(row.updated_at)!,
    submitted_at: toIso(row.submitted_at),
    reviewed_at: toIso(row.reviewed_at),
    reason: row.reason,
    report: row.report,
    game:
      row.game_slug && meta
        ? {
            slug: row.game_slug,
            title: meta.title,
            version: row.version,
            preview_url: gameFileUrl(gamesOrigin, meta.play_path) || null,
            thumbnail: onGamesOrigin(meta.thumbnail_path, gamesOrigin),
            is_live: row.game_status === 'published',
          }
        : null,
  };
}

export function toModerationItem(row: UploadRow, gamesOrigin: string): ModerationItem {
  const meta = row.meta;
  return {
    ...toUploadItem(row, gamesOrigin),
    uploader: { user_id: row.uploader_id, name: row.uploader_name },
    submission: meta
      ? {
          title: meta.title,
          description: meta.description,
          instructions: meta.instructions,
          text_language: meta.text_language,
          category: meta.category,
          tags: meta.tags,
          orientation: meta.orientation,
          languages: meta.languages,
          thumbnail_url: onGamesOrigin(meta.thumbnail_path, gamesOrigin),
          is_update: meta.is_update,
        }
      : null,
  };
}
