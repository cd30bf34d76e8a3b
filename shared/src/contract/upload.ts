/** Upload contract: game archives from pre-signed URL to review, and the moderators' review queue (product §7). */
import { Type } from 'typebox';
import {
  UPLOAD_MAX_TAGS,
  UPLOAD_PROBLEM_CODES,
  UPLOAD_REJECT_REASON_MAX_LENGTH,
  UPLOAD_THUMBNAIL_MAX_BYTES,
} from '../types/upload';
import { GameOrientation } from './catalogue';
import { LanguageQuery, Nullable, PageLimit, PageNumber, pageOf, Slug } from './common';

export const FileId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
export const FileIdBody = Type.Object({ file_id: FileId });
export const FileIdQuery = Type.Object({ file_id: FileId, language: LanguageQuery });
export const UploadListQuery = Type.Object({ page: PageNumber, limit: PageLimit, language: LanguageQuery });

export const PreSignBody = Type.Object({
  file_name: Type.String({ minLength: 1, maxLength: 255 }),
  file_size: Type.Integer({ minimum: 1 }),
  content_type: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Where to send the archive: `PUT upload_url` with the raw bytes and the given headers, before `expires_at`. */
export const PreSignResult = Type.Object({
  file_id: Type.String(),
  upload_url: Type.String(),
  method: Type.Literal('PUT'),
  headers: Type.Record(Type.String(), Type.String()),
  expires_at: Type.String(),
  max_size: Type.Integer(),
});

export const PutParams = Type.Object({ file_id: FileId });
/** The signature of the pre-signed URL: it is the credential of the PUT, which carries no token. */
export const PutQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  sig: Type.String({ minLength: 1, maxLength: 128 }),
});
/** The answer of the API's own upload URL (local storage); an S3 URL answers S3's empty 200 instead. */
export const UploadPutResult = Type.Object({ file_id: Type.String(), size: Type.Integer() });

export const UploadProblem = Type.Object({
  code: Type.Enum([...UPLOAD_PROBLEM_CODES]),
  path: Nullable(Type.String(), {
    description: 'The archive entry concerned, as written in the archive; null for archive-wide problems.',
  }),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description: "Values for the message, e.g. {max: 1500, count: 2000} or {extension: '.exe'}.",
  }),
});

/** What `confirm` found. An archive with any problem cannot be submitted. */
export const UploadReport = Type.Object({
  ok: Type.Boolean(),
  file_count: Type.Integer(),
  total_uncompressed_size: Type.Integer(),
  entry_point: Nullable(Type.String(), {
    description: 'index.html\'s path inside the archive ("index.html" or "<folder>/index.html"), or null when missing.',
  }),
  stripped_prefix: Type.String({
    description: 'The one top folder that is stripped on extraction ("" when index.html is at the root).',
  }),
  problems: Type.Array(UploadProblem, { description: 'At most 50, in archive order.' }),
  problems_truncated: Type.Boolean(),
  limits: Type.Object({
    max_files: Type.Integer(),
    max_uncompressed_size: Type.Integer(),
    max_compression_ratio: Type.Number(),
  }),
  uses_bridge: Type.Optional(
    Nullable(Type.Boolean(), {
      description: "Whether the top-level index.html loads the portal's bridge script (null when there is no build).",
    }),
  ),
  preview_url: Type.Optional(
    Nullable(Type.String(), {
      description:
        "The checked build on its own preview origin, a short-lived signed URL for the uploader's preview (GET /user/upload/preview renews it).",
    }),
  ),
});

/**
 * pending_upload (URL handed out) → uploaded (bytes arrived) → validating → confirmed (or invalid: problems found)
 * → pending_review (submitted) → published | rejected. A published upload becomes replaced when a newer version of
 * its game is approved. `expired`: the URL ran out before any bytes arrived.
 */
export const UploadStatus = Type.Enum([
  'pending_upload',
  'expired',
  'receiving',
  'uploaded',
  'validating',
  'invalid',
  'confirmed',
  'pending_review',
  'published',
  'rejected',
  'replaced',
]);

export const UploadGameRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  version: Nullable(Type.String(), { description: "Version folder of this upload's build." }),
  preview_url: Nullable(Type.String(), {
    description:
      "This upload's build: before approval a short-lived signed URL on its own preview origin (uploader and moderators only); once published, its version folder on the games origin; null once rejected.",
  }),
  thumbnail: Type.String(),
  is_live: Type.Boolean({
    description: 'Whether this game is currently live in the catalogue (possibly with an older version).',
  }),
});

export const UploadItem = Type.Object({
  file_id: Type.String(),
  file_name: Type.String(),
  file_size: Type.Integer(),
  status: UploadStatus,
  created_at: Type.String(),
  updated_at: Type.String(),
  submitted_at: Nullable(Type.String()),
  reviewed_at: Nullable(Type.String()),
  reason: Nullable(Type.String(), { description: "The moderator's reason when rejected." }),
  report: Type.Union([UploadReport, Type.Null()]),
  game: Type.Union([UploadGameRef, Type.Null()]),
});

export const UploadPage = pageOf(UploadItem);

// Base64 inflates by 4/3; the header adds a few bytes. The service checks the decoded size exactly.
const DATA_URL_MAX = Math.ceil((UPLOAD_THUMBNAIL_MAX_BYTES * 4) / 3) + 64;
/** Room for the largest inline thumbnail plus the texts. */
export const SUBMIT_BODY_LIMIT = DATA_URL_MAX + 64 * 1024;

export const UploadThumbnail = Type.Union([
  /** An image file inside the archive (path as in the archive, top folder included). */
  Type.Object({ source: Type.Literal('archive'), path: Type.String({ minLength: 1, maxLength: 1024 }) }),
  /** An image chosen by the uploader or a frame captured from the running game: a PNG/JPEG/WebP/GIF data URL. */
  Type.Object({ source: Type.Literal('image'), data_url: Type.String({ minLength: 1, maxLength: DATA_URL_MAX }) }),
]);

/** Text lengths are checked by the service (in characters, with clear messages); these bounds only cap the work. */
export const SubmitUploadBody = Type.Object({
  file_id: FileId,
  // Set to publish a new version of one of your own games (same review); omit for a new game.
  game_slug: Type.Optional(Slug),
  title: Type.String({ maxLength: 400 }),
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
  instructions: Type.Optional(Type.String({ maxLength: 10_000 })),
  text_language: Type.Optional(
    Type.String({ maxLength: 16, description: 'The language the texts are written in (default en).' }),
  ),
  category: Slug,
  tags: Type.Optional(Type.Array(Slug, { maxItems: UPLOAD_MAX_TAGS })),
  orientation: GameOrientation,
  width: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  height: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  thumbnail: UploadThumbnail,
  languages: Type.Array(Type.String({ maxLength: 16 }), {
    minItems: 1,
    maxItems: 18,
    description: 'Languages the game itself supports (locale codes).',
  }),
});

export const ModerationItem = Type.Object({
  ...UploadItem.properties,
  uploader: Type.Object({ user_id: Type.String(), name: Type.String() }),
  submission: Type.Union([
    Type.Object(
      {
        title: Type.String(),
        description: Type.String(),
        instructions: Type.String(),
        text_language: Type.String(),
        category: Type.String(),
        tags: Type.Array(Type.String()),
        orientation: GameOrientation,
        languages: Type.Array(Type.String()),
        thumbnail_url: Type.String(),
        is_update: Type.Boolean({ description: 'Whether this is a new version of a game that is already live.' }),
      },
      { description: 'What was submitted: texts, category, tags, languages, orientation.' },
    ),
    Type.Null(),
  ]),
});

export const ModerationPage = pageOf(ModerationItem);

export const RejectUploadBody = Type.Object({
  file_id: FileId,
  reason: Type.String({ maxLength: UPLOAD_REJECT_REASON_MAX_LENGTH * 4 }),
});

export const ModerationAccess = Type.Object({ moderator: Type.Boolean() });

/** A fresh signed URL of an unreviewed build, for its uploader or a moderator (GET /user/upload/preview). */
export const PreviewLink = Type.Object({
  preview_url: Nullable(Type.String(), {
    description: "Signed, short-lived URL on the build's own preview origin; null when the build is gone.",
  }),
});
