import { Type, type Static, type TSchema } from 'typebox';

/** `language` is accepted on every GET; unsupported values fall back to English. */
export const LanguageQuery = Type.Optional(Type.String({ maxLength: 16 }));
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 80 });
/** Short lists (hot, new, featured, recommended): 12 by default (product §9), at most 100. */
export const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 12 });
export const SlugParams = Type.Object({ slug: Slug });

/**
 * `T | null` as one JSON Schema type list rather than anyOf: fast-json-stringify serialises a type list directly,
 * but has to validate each value against every branch of an anyOf, which costs more than the query on hot routes.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type } = schema as { type?: string };
  if (!type) throw new Error('Nullable needs a schema with a single type');
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}
