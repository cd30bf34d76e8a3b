import { Type } from 'typebox';
import {
  UPLOAD_MAX_TAGS,
  UPLOAD_PROBLEM_CODES,
  UPLOAD_REJECT_REASON_MAX_LENGTH,
  UPLOAD_THUMBNAIL_MAX_BYTES,
} from '@portal/shared/types/upload';
import { LanguageQuery, Nullable, Slug } from '../../http/params.js';
import { PageLimit, PageNumber, pageOf } from '../../http/pagination.js';

export const FileId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
export const FileIdBody = Type.Object({ file_id: FileId });
export const FileIdQuery = Type.Object({ file_id: FileId, language: LanguageQuery });
export const ListQuery = Type.Object({ page: PageNumber, limit: PageLimit, language: LanguageQuery });

export const PreSignBody = Type.Object({
  file_name: Type.String({ minLength: 1, maxLength: 255 }),
  file_size: Type.Integer({ minimum: 1 }),
  content_type: Type.String({ minLength: 1, maxLength: 100 }),
});

export const PreSignResult = Type.Object({
  file_id: Type.String(),
  upload_url: Type.String(),
  method: Type.Literal('PUT'),
  headers: Type.Record(Type.String(), Type.String()),
  expires_at: Type.String(),
  max_size: Type.Integer(),
});

export const PutParams = Type.Object({ file_id: FileId });
export const PutQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  sig: Type.String({ minLength: 1, maxLength: 128 }),
});
export const PutResult = Type.Object({ file_id: Type.String(), size: Type.Integer() });

const Problem = Type.Object({
  code: Type.Enum([...UPLOAD_PROBLEM_CODES]),
  path: Nullable(Type.String()),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

export const UploadReport = Type.Object({
  ok: Type.Boolean(),
  file_count: Type.Integer(),
  total_uncompressed_size: Type.Integer(),
  entry_point: Nullable(Type.String()),
  stripped_prefix: Type.String(),
  problems: Type.Array(Problem),
  problems_truncated: Type.Boolean(),
  limits: Type.Object({
    max_files: Type.Integer(),
    max_uncompressed_size: Type.Integer(),
    max_compression_ratio: Type.Number(),
  }),
  uses_bridge: Type.Optional(Nullable(Type.Boolean())),
  preview_url: Type.Optional(Nullable(Type.String())),
});

const Status = Type.Enum([
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

export const UploadItem = Type.Object({
  file_id: Type.String(),
  file_name: Type.String(),
  file_size: Type.Integer(),
  status: Status,
  created_at: Type.String(),
  updated_at: Type.String(),
  submitted_at: Nullable(Type.String()),
  reviewed_at: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  report: Type.Union([UploadReport, Type.Null()]),
  game: Type.Union([
    Type.Object({
      slug: Type.String(),
      title: Type.String(),
      version: Nullable(Type.String()),
      preview_url: Nullable(Type.String()),
      thumbnail: Type.String(),
      is_live: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});

export const UploadPage = pageOf(UploadItem);

const Orientation = Type.Enum(['landscape', 'portrait', 'any']);
// Base64 inflates by 4/3; the header adds a few bytes. The service checks the decoded size exactly.
const DATA_URL_MAX = Math.ceil((UPLOAD_THUMBNAIL_MAX_BYTES * 4) / 3) + 64;

export const SubmitBody = Type.Object({
  file_id: FileId,
  game_slug: Type.Optional(Slug),
  title: Type.String({ maxLength: 400 }),
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
  instructions: Type.Optional(Type.String({ maxLength: 10_000 })),
  text_language: Type.Optional(Type.String({ maxLength: 16 })),
  category: Slug,
  tags: Type.Optional(Type.Array(Slug, { maxItems: UPLOAD_MAX_TAGS })),
  orientation: Orientation,
  width: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  height: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  thumbnail: Type.Union([
    Type.Object({ source: Type.Literal('archive'), path: Type.String({ minLength: 1, maxLength: 1024 }) }),
    Type.Object({ source: Type.Literal('image'), data_url: Type.String({ minLength: 1, maxLength: DATA_URL_MAX }) }),
  ]),
  languages: Type.Array(Type.String({ maxLength: 16 }), { minItems: 1, maxItems: 18 }),
});

/** Room for the largest inline thumbnail plus the texts. */
export const SUBMIT_BODY_LIMIT = DATA_URL_MAX + 64 * 1024;

export const ModerationItem = Type.Object({
  ...UploadItem.properties,
  uploader: Type.Object({ user_id: Type.String(), name: Type.String() }),
  submission: Type.Union([
    Type.Object({
      title: Type.String(),
      description: Type.String(),
      instructions: Type.String(),
      text_language: Type.String(),
      category: Type.String(),
      tags: Type.Array(Type.String()),
      orientation: Orientation,
      languages: Type.Array(Type.String()),
      thumbnail_url: Type.String(),
      is_update: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});

export const ModerationPage = pageOf(ModerationItem);
export const RejectBody = Type.Object({
  file_id: FileId,
  reason: Type.String({ maxLength: UPLOAD_REJECT_REASON_MAX_LENGTH * 4 }),
});
export const ModerationAccess = Type.Object({ moderator: Type.Boolean() });
