import { Type, type TSchema } from 'typebox';

/** Default page size of paginated lists (hot and new lists default to 12, product §9). */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_LIMIT = 100;
/** Deep pages are never useful to people and are costly to compute; refuse them. */
export const MAX_PAGE = 1000;

export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const PageLimit = Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_PAGE_SIZE });

/** Response schema of one page of `item`, with any extra fields (e.g. the category the page lists). */
export function pageOf<T extends TSchema>(item: T, extra: Record<string, TSchema> = {}) {
  return Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    has_more: Type.Boolean(),
    ...extra,
  });
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export function toPage<T>(items: T[], total: number, page: number, limit: number) {
  return { items, page, limit, total, has_more: offsetOf(page, limit) + items.length < total };
}
