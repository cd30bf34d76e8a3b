import { wilsonLowerBound } from '@portal/shared/catalogue/ratings';
import type { LiveCounts } from './live-counters.js';

type Order = 'hot' | 'top';
interface Ranked {
  slug: string;
  plays: number;
  likes: number;
  votes_up?: number;
  votes_down?: number;
}

const score = (game: Ranked) => wilsonLowerBound(game.votes_up ?? 0, game.votes_down ?? 0);

/** a before b in the list's order (hot: plays, likes, slug; top: Wilson score of the votes, plays, slug). */
function before(order: Order, a: Ranked, b: Ranked): boolean {
  const [a1, a2, b1, b2] =
    order === 'hot' ? [a.plays, a.likes, b.plays, b.likes] : [score(a), a.plays, score(b), b.plays];
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

interface Change {
  slug: string;
  was: LiveCounts;
  now: LiveCounts;
}

/**
 * Whether any of the games' counters moving from `was` to `now` changes a cached page's order: a game on the page
 * now ranks before its predecessor or after its successor (or sits at an edge of the page, next to another page),
 * or a game was below the page's last item and now ranks above it (or the reverse across the first item). A page
 * a game neither was nor is on keeps its order. One pass over the page, then one check per change.
 */
export function changesOrder(order: Order, value: unknown, changes: Change[]): boolean {
  const items = itemsOf(value);
  if (items.length === 0) return false;
  const position = new Map(items.map((item, i) => [item.slug, i]));
  const first = items[0]!;
  const last = items.at(-1)!;
  return changes.some((change) => {
    const now = { slug: change.slug, ...change.now };
    const was = { slug: change.slug, ...change.was };
    const at = position.get(change.slug);
    if (at !== undefined) {
      if (at === 0 || at === items.length - 1) return true;
      return before(order, now, items[at - 1]!) || before(order, items[at + 1]!, now);
    }
    return (
      (before(order, now, last) && !before(order, was, last)) ||
      (before(order, was, first) && !before(order, now, first))
    );
  });
}
