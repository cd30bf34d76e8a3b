/** Game upload and moderation shapes shared by the API's responses and the upload remote (product §7). */
import type { GameOrientation, Page } from './catalogue';

/** Archive limits the API enforces by default (each configurable on the server; the report carries the real ones). */
export const UPLOAD_DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
export const UPLOAD_ZIP_CONTENT_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
] as const;
export type UploadContentType = (typeof UPLOAD_ZIP_CONTENT_TYPES)[number];

/** Text limits of a submitted game, counted in characters after trimming. */
export const UPLOAD_TITLE_MIN_LENGTH = 2;
export const UPLOAD_TITLE_MAX_LENGTH = 80;
export const UPLOAD_DESCRIPTION_MAX_LENGTH = 2000;
export const UPLOAD_INSTRUCTIONS_MAX_LENGTH = 2000;
export const UPLOAD_MAX_TAGS = 10;
export const UPLOAD_REJECT_REASON_MAX_LENGTH = 500;
/** Largest thumbnail image sent inline (decoded bytes). */
export const UPLOAD_THUMBNAIL_MAX_BYTES = 1024 * 1024;

/**
 * Stable envelope `code`s of upload and moderation failures (the envelope's message is English; map these to
 * localised text). 401, 429 and 400 (schema) come from shared handling.
 */
export const UPLOAD_ERROR_CODES = {
  fileNameInvalid: 40050,
  contentTypeInvalid: 40051,
  sizeMismatch: 40052,
  unknownCategory: 40053,
  unknownTag: 40054,
  thumbnailInvalid: 40055,
  textInvalid: 40056,
  reasonInvalid: 40057,
  urlInvalid: 40350,
  urlExpired: 40351,
  notModerator: 40360,
  uploadNotFound: 40450,
  gameNotFound: 40451,
  urlUsed: 40950,
  notUploaded: 40951,
  validating: 40952,
  notSubmittable: 40953,
  reviewPending: 40954,
  notPendingReview: 40955,
  fileTooLarge: 41350,
} as const;

/** Codes of the problems `confirm` finds in an archive: one per check, each with the path and params it concerns. */
export const UPLOAD_PROBLEM_CODES = [
  'UPLOAD_ZIP_UNREADABLE',
  'UPLOAD_ZIP_ENCRYPTED',
  'UPLOAD_ZIP_UNSUPPORTED_METHOD',
  'UPLOAD_ZIP_SIZE_MISMATCH',
  'UPLOAD_ZIP_CORRUPT_ENTRY',
  'UPLOAD_ZIP_BOMB',
  'UPLOAD_NO_INDEX_HTML',
  'UPLOAD_TOO_MANY_FILES',
  'UPLOAD_TOO_LARGE_UNCOMPRESSED',
  'UPLOAD_UNSAFE_PATH',
  'UPLOAD_SYMLINK',
  'UPLOAD_DISALLOWED_EXTENSION',
  'UPLOAD_DUPLICATE_PATH',
] as const;
export type UploadProblemCode = (typeof UPLOAD_PROBLEM_CODES)[number];

export interface UploadProblem {
  code: UploadProblemCode;
  /** The archive entry concerned, as written in the archive; null for archive-wide problems. */
  path: string | null;
  /** Values for the message, e.g. {max: 1500, count: 2000} or {extension: '.exe'} or {reason: 'parent_segment'}. */
  params: Record<string, string | number>;
}

/** What `confirm` found. An archive with any problem cannot be submitted. */
export interface UploadReport {
  ok: boolean;
  file_count: number;
  total_uncompressed_size: number;
  /** index.html's path inside the archive ("index.html" or "<folder>/index.html"), or null when missing. */
  entry_point: string | null;
  /** The one top folder that is stripped on extraction ("" when index.html is at the root). */
  stripped_prefix: string;
  /** At most 50, in archive order; `problems_truncated` says when more were found. */
  problems: UploadProblem[];
  problems_truncated: boolean;
  limits: { max_files: number; max_uncompressed_size: number; max_compression_ratio: number };
  /** Whether the top-level index.html loads the portal's bridge script (null when there is no build). */
  uses_bridge?: boolean | null;
  /** The checked build on the games origin, for the uploader's preview before submitting; null once submitted. */
  preview_url?: string | null;
}

/**
 * Life of an upload: pending_upload (URL handed out) → uploaded (bytes arrived) → validating → confirmed (or
 * invalid: problems found) → pending_review (submitted) → published | rejected. A published upload becomes
 * replaced when a newer version of its game is approved. `expired`: the URL ran out before any bytes arrived.
 */
export type UploadStatus =
  | 'pending_upload'
  | 'expired'
  | 'receiving'
  | 'uploaded'
  | 'validating'
  | 'invalid'
  | 'confirmed'
  | 'pending_review'
  | 'published'
  | 'rejected'
  | 'replaced';

export interface PreSignRequest {
  file_name: string;
  file_size: number;
  content_type: string;
}

/** Where to send the archive: `PUT upload_url` with the raw bytes and the given headers, before `expires_at`. */
export interface PreSignResult {
  file_id: string;
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
  max_size: number;
}

/** The answer of the API's own upload URL (local storage); an S3 URL answers S3's empty 200 instead. */
export interface UploadPutResult {
  file_id: string;
  size: number;
}

export type UploadThumbnail =
  /** An image file inside the archive (path as in the archive, top folder included). */
  | { source: 'archive'; path: string }
  /** An image chosen by the uploader or a frame captured from the running game: a PNG/JPEG/WebP/GIF data URL. */
  | { source: 'image'; data_url: string };

export interface SubmitUploadRequest {
  file_id: string;
  /** Set to publish a new version of one of your own games (same review); omit for a new game. */
  game_slug?: string;
  title: string;
  description?: string;
  instructions?: string;
  /** The language the texts are written in (default en). */
  text_language?: string;
  category: string;
  tags?: string[];
  orientation: GameOrientation;
  width?: number;
  height?: number;
  thumbnail: UploadThumbnail;
  /** Languages the game itself supports (locale codes). */
  languages: string[];
}

export interface UploadGameRef {
  slug: string;
  title: string;
  /** Version folder of this upload's build. */
  version: string | null;
  /** This upload's build on the games origin (for preview before approval). */
  preview_url: string | null;
  thumbnail: string;
  /** Whether this game is currently live in the catalogue (possibly with an older version). */
  is_live: boolean;
}

export interface UploadItem {
  file_id: string;
  file_name: string;
  file_size: number;
  status: UploadStatus;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
  /** The moderator's reason when rejected. */
  reason: string | null;
  report: UploadReport | null;
  game: UploadGameRef | null;
}

export type UploadPage = Page<UploadItem>;

export interface ModerationItem extends UploadItem {
  uploader: { user_id: string; name: string };
  /** What was submitted: texts, category, tags, languages, orientation. */
  submission: {
    title: string;
    description: string;
    instructions: string;
    text_language: string;
    category: string;
    tags: string[];
    orientation: GameOrientation;
    languages: string[];
    thumbnail_url: string;
    /** Whether this is a new version of a game that is already live. */
    is_update: boolean;
  } | null;
}

export type ModerationPage = Page<ModerationItem>;

export interface RejectUploadRequest {
  file_id: string;
  reason: string;
}
