import type { LiveCounts } from './live-counters.js';

type Order = 'hot' | 'top';
interface Ranked {
  slug: string;
  plays: number;
  likes: number;
}

/** a before b in the list's order (hot: plays, likes, slug; top: likes, plays, slug). */
function before(order: Order, a: Ranked, b: Ranked): boolean {
  const [a1, a2, b1, b2] =
    order === 'hot' ? [a.plays, a.likes, b.plays, b.likes] : [a.likes, a.plays, b.likes, b.plays];
  if (a1 !== b1) return a1 > b1;
  if (a2 !== b2) return a2 > b2;
  return a.slug < b.slug;
}

/**
 * The order a cached answer is sorted by, from its cache key: hot and top lists, and those ordered by something
 * else first but by plays and likes among equals (search relevance, recommendation score, featured first). Null for
 * answers whose order counters do not change (new, categories, tags, details, sitemap lists).
 */
export function orderOf(key: string): Order | null {
  const [kind, , a, b] = key.split('\u0000');
  const sort = kind === 'games' ? a : kind === 'g/c' || kind === 'g/t' ? b : undefined;
  if (sort) return sort === 'new' ? null : (sort as Order);
  if (kind === '/c/hot' || kind === '/g/recommend' || kind === 'search') return 'hot';
  if (kind === '/g/c/featured') return 'top';
  return null;
}

const itemsOf = (value: unknown): Ranked[] =>
  Array.isArray(value)
    ? (value as Ranked[])
    : Array.isArray((value as { items?: unknown } | null)?.items)
      ? (value as { items: Ranked[] }).items
      : [];

/**
 * Whether a game's counters moving from `was` to `now` changes a cached page's order: the game is on the page and
 * now ranks before its predecessor or after its successor (or is at an edge of the page, next to another page), or it was below the page's last item and now ranks
 * above it (or the reverse across the first item). A page it neither was nor is on keeps its order.
 */
export function changesOrder(
  order: Order,
  value: unknown,
  change: { slug: string; was: LiveCounts; now: LiveCounts },
): boolean {
  const items = itemsOf(value);
  if (items.length === 0) return false;
  const now = { slug: change.slug, ...change.now };
  const was = { slug: change.slug, ...change.was };
  const at = items.findIndex((item) => item.slug === change.slug);
  if (at >= 0) {
    // First or last: it may have swapped with a game of the neighbouring page.
    if (at === 0 || at === items.length - 1) return true;
    const previous = items[at - 1];
    const next = items[at + 1];
    return Boolean((previous && before(order, now, previous)) || (next && before(order, next, now)));
  }
  const first = items[0]!;
  const last = items.at(-1)!;
  return (
    (before(order, now, last) && !before(order, was, last)) || (before(order, was, first) && !before(order, now, first))
  );
}
