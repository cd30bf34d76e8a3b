/**
 * Game upload and moderation rules and shapes (product §7); the shapes are the contract's schemas
 * (contract/upload.ts) as the types the upload remote renders.
 */
import type { Static } from 'typebox';
import type * as C from '../contract/upload';

/** Archive limits the API enforces by default (each configurable on the server; the report carries the real ones). */
export const UPLOAD_DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
export const UPLOAD_ZIP_CONTENT_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
] as const;

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
  tooManyPending: 40956,
  tooManyInReview: 40957,
  fileTooLarge: 41350,
  storageFull: 41351,
  uploadsPaused: 50350,
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

export type UploadProblem = Static<typeof C.UploadProblem>;
/** What `confirm` found. An archive with any problem cannot be submitted. */
export type UploadReport = Static<typeof C.UploadReport>;
/**
 * Life of an upload: pending_upload (URL handed out) → uploaded (bytes arrived) → validating → confirmed (or
 * invalid: problems found) → pending_review (submitted) → published | rejected. A published upload becomes
 * replaced when a newer version of its game is approved. `expired`: the URL ran out before any bytes arrived.
 */
export type UploadStatus = Static<typeof C.UploadStatus>;
export type PreSignRequest = Static<typeof C.PreSignBody>;
/** Where to send the archive: `PUT upload_url` with the raw bytes and the given headers, before `expires_at`. */
export type PreSignResult = Static<typeof C.PreSignResult>;
/** The answer of the API's own upload URL (local storage); an S3 URL answers S3's empty 200 instead. */
export type UploadPutResult = Static<typeof C.UploadPutResult>;
/** An image inside the archive, or one chosen by the uploader or captured from the running game (a data URL). */
export type UploadThumbnail = Static<typeof C.UploadThumbnail>;
export type SubmitUploadRequest = Static<typeof C.SubmitUploadBody>;
export type UploadItem = Static<typeof C.UploadItem>;
export type UploadPage = Static<typeof C.UploadPage>;
export type ModerationItem = Static<typeof C.ModerationItem>;
export type ModerationPage = Static<typeof C.ModerationPage>;
export type RejectUploadRequest = Static<typeof C.RejectUploadBody>;
