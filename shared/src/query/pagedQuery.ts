import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Page } from '../types/catalogue';
import { usePortalQueryClient } from './useApiQuery';

/** A list loaded page by page ("Load more"), as cached: the pages loaded so far. */
export type PagedData<P extends Page<unknown>> = InfiniteData<P>;

/**
 * The infinite query of a paginated list under `key`: page 1 first, then the next one while the API says there is
 * more. Both the server (prefetchInfiniteQuery) and the page use it.
 */
export function pagedQuery<P extends Page<unknown>>(key: QueryKey, load: (page: number) => Promise<P>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: P) => (last.has_more ? last.page + 1 : undefined),
  });
}

/** A paginated list from the page's one cache (useInfiniteQuery). */
export function usePagedQuery<P extends Page<unknown>>(key: QueryKey, load: (page: number) => Promise<P>) {
  return useInfiniteQuery(pagedQuery(key, load), usePortalQueryClient());
}

type Key = string | number;

/** Every item loaded so far, without repeats (a list that shifted between two pages can repeat one). */
export function pagedItems<T>(data: PagedData<Page<T>> | undefined, keyOf: (item: T) => Key): T[] {
  const seen = new Set<Key>();
  return (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => {
      const key = keyOf(item);
      return !seen.has(key) && Boolean(seen.add(key));
    });
}

/** The list's total as its first page tells it (0 before it loads). */
export const pagedTotal = (data: PagedData<Page<unknown>> | undefined): number => data?.pages[0]?.total ?? 0;

/**
 * Changes a cached list in place, without reloading it: `change` edits each loaded page's items (its index among
 * the `count` pages tells the first and the last), and the total moves by `totalDelta`, never below 0.
 */
export function editPagedList<T>(
  client: QueryClient,
  key: QueryKey,
  change: (items: T[], index: number, count: number) => T[],
  totalDelta = 0,
): void {
  client.setQueryData<PagedData<Page<T>>>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            items: change(page.items, index, data.pages.length),
            total: Math.max(0, page.total + totalDelta),
          })),
        }
      : data,
  );
}
