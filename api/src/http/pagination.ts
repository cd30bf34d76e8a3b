export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export function toPage<T>(items: T[], total: number, page: number, limit: number) {
  return { items, page, limit, total, has_more: offsetOf(page, limit) + items.length < total };
}
