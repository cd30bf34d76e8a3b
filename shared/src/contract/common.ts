/**
 * Building blocks of the API contract: nullable values, pages and the request parameters every module shares.
 * Contract modules hold TypeBox schemas (values): the API validates and serialises with them, and the front end
 * derives its types from them with `import type` only, so no browser bundle ever contains TypeBox.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DEVICE_ID_PATTERN } from '../device/deviceId';

/**
 * `T | null` as one JSON Schema type list rather than anyOf: fast-json-stringify serialises a type list directly,
 * but has to validate each value against every branch of an anyOf, which costs more than the query on hot routes.
 */
export function Nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  const { type } = schema as { type?: string };
  if (!type) throw new Error('Nullable needs a schema with a single type');
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [type, 'null'] });
}

/** Default page size of paginated lists (hot and new lists default to 12, product §9). */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_LIMIT = 100;
/** Deep pages are never useful to people and are costly to compute; refuse them. */
export const MAX_PAGE = 1000;

export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Starts at 1.' });
export const PageLimit = Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_PAGE_SIZE });
/** Short lists (hot, new, featured, recommended): 12 by default (product §9), at most 100. */
export const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 12 });

const PAGE_FIELDS = {
  page: Type.Integer({ description: 'Starts at 1.' }),
  limit: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean(),
};
/** The fields every page carries besides its items. */
export const PageInfo = Type.Object(PAGE_FIELDS);

/** One page of `item`, with any extra fields (e.g. the category the page lists). */
export function pageOf<T extends TSchema, E extends Record<string, TSchema> = Record<never, TSchema>>(
  item: T,
  extra: E = {} as E,
) {
  return Type.Object({ items: Type.Array(item), ...PAGE_FIELDS, ...extra });
}

/** `language` is accepted on every GET; unsupported values fall back to English. */
export const LanguageQuery = Type.Optional(
  Type.String({ maxLength: 16, description: 'A locale code ("zh-CN" or "zh_cn"); anything else reads as English.' }),
);
export const LanguageOnlyQuery = Type.Object({ language: LanguageQuery });
/** The query of a route that reads no parameters (it still accepts and ignores any). */
export const NoQuery = Type.Object({});

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 80 });
export const SlugParams = Type.Object({ slug: Slug });

/** Row ids are bigints; anything beyond a safe JSON integer cannot name one. */
export const RowId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** Who counts a view, play or like when nobody is signed in: the device id the portal keeps in local storage. */
export const ActorHeaders = Type.Object({
  'x-device-id': Type.Optional(Type.String({ pattern: DEVICE_ID_PATTERN })),
});

/** The answer of a write whose only result is that it happened. */
export const Done = Type.Object({ done: Type.Boolean() });

/** Every answer's envelope: `code` 0 and `success` true with the route's `data`. */
export function envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), message: Type.String(), success: Type.Boolean(), data });
}

/** Every failure's envelope: a stable code and a human message (English), never a stack trace. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  success: Type.Literal(false),
  data: Type.Null(),
});
