/** A page number, or a gap ("…") in a row of page links. */
export type PageItem = number | 'gap';

/**
 * The page links to show: all of them up to seven pages, else the first, the last and the two around the current
 * one, with a gap where pages are left out — so the row stays short on a phone however many pages there are.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of one page is that page: a link is as short as "…".
    return n === previous + 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}
