import type { ModerationItem, UploadItem, UploadReport, UploadStatus } from '@portal/shared/types/upload';
import { gameFileUrl } from '@portal/shared/catalogue/gameOrigins';
import { onGamesOrigin, toIso } from '../games/summary.js';
import type { StoredMeta } from './game-meta.js';
import type { PreviewLinks } from './preview-links.js';

/**
 * Where an item's files are: published builds on the games origin; an unreviewed build (checked, or waiting for
 * review) only through a signed preview URL, which only its uploader's and moderators' answers carry.
 */
export interface ItemOrigins {
  gamesOrigin: string;
  previews: PreviewLinks;
}

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

/** A file of the submission: inside the unreviewed build (a signed preview URL), or a published path. */
function submittedFile(
  row: UploadRow,
  filePath: string,
  origins: ItemOrigins,
  published: (filePath: string) => string,
): string {
  const buildPath = `/${row.game_slug}/${row.version}/`;
  if (row.status === 'pending_review' && filePath.startsWith(buildPath))
    return origins.previews.urlOf(row.id, filePath.slice(buildPath.length));
  return published(filePath);
}

/** The stored report, with the preview of a checked build that waits for submit. */
const reportOf = (row: UploadRow, origins: ItemOrigins): UploadReport | null =>
  row.report && row.status === 'confirmed'
    ? { ...row.report, preview_url: origins.previews.urlOf(row.id) }
    : row.report;

export function toUploadItem(row: UploadRow, origins: ItemOrigins): UploadItem {
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
    report: reportOf(row, origins),
    game:
      row.game_slug && meta
        ? {
            slug: row.game_slug,
            title: meta.title,
            version: row.version,
            preview_url:
              row.status === 'rejected'
                ? null
                : submittedFile(row, meta.play_path, origins, (file) => gameFileUrl(origins.gamesOrigin, file)) || null,
            thumbnail: submittedFile(row, meta.thumbnail_path, origins, (file) =>
              onGamesOrigin(file, origins.gamesOrigin),
            ),
            is_live: row.game_status === 'published',
          }
        : null,
  };
}

export function toModerationItem(row: UploadRow, origins: ItemOrigins): ModerationItem {
  const meta = row.meta;
  return {
    ...toUploadItem(row, origins),
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
          thumbnail_url: submittedFile(row, meta.thumbnail_path, origins, (file) =>
            onGamesOrigin(file, origins.gamesOrigin),
          ),
          is_update: meta.is_update,
        }
      : null,
  };
}
