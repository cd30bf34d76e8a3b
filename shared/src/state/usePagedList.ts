import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useApiQuery, type QueryState } from '../query/useApiQuery';
import type { Page } from '../types/catalogue';

type MoreStatus = 'idle' | 'loading' | 'error';
type Key = string | number;
type ItemOf<P extends Page<unknown>> = P['items'][number];

export interface PagedList<P extends Page<unknown>> {
  /** The first page: loading, error or success (its extra fields, e.g. the tag, live here). */
  first: QueryState<P>;
  /** Every item loaded so far, with the page's own edits, without repeats (a list that shifted between pages can repeat one). */
  items: P['items'];
  total: number;
  hasMore: boolean;
  more: MoreStatus;
  loadMore: () => void;
  /** Loads the first page again (after an error). */
  retry: () => void;
  /**
   * Changes the loaded items in place — a new entry, one removed, one patched — and the total by `totalDelta`,
   * without reloading. Edits hold until the list starts afresh (other deps, a retry) and apply to pages loaded later.
   */
  edit: (change: (items: P['items']) => P['items'], totalDelta?: number) => void;
}

interface Edit<P extends Page<unknown>> {
  change: (items: P['items']) => P['items'];
  totalDelta: number;
}

interface Extra<P extends Page<unknown>> {
  /** The load of the first page these pages continue; a new one (other deps, a retry) starts the list afresh. */
  base: QueryState<P> | null;
  pages: P[];
  status: MoreStatus;
  edits: Edit<P>[];
}

const slugOf = (item: unknown): Key => (item as { slug: string }).slug;

/** The query of a list's first page: `key` names the list (page 1 is `[...key, 1]`), so the server can prefetch it. */
export const firstPageQuery = <P>(key: QueryKey, load: (page: number) => Promise<P>) => ({
  queryKey: [...key, 1],
  queryFn: () => load(1),
});

/**
 * A paginated list with a "Load more" button: page 1 from the page's query cache (a new `key` starts the list
 * afresh), then one page per loadMore().
 */
export function usePagedList<P extends Page<{ slug: string }>>(
  key: QueryKey,
  load: (page: number) => Promise<P>,
): PagedList<P>;
/** The same for items told apart by `keyOf` (e.g. their numeric id) instead of their slug. */
export function usePagedList<T, P extends Page<T>>(
  key: QueryKey,
  load: (page: number) => Promise<P>,
  keyOf: (item: T) => Key,
): PagedList<P>;
export function usePagedList<P extends Page<unknown>>(
  key: QueryKey,
  load: (page: number) => Promise<P>,
  keyOf: (item: ItemOf<P>) => Key = slugOf,
): PagedList<P> {
  const first = useApiQuery(firstPageQuery(key, load));
  const firstPage = first.status === 'success' ? first.data : null;
  const [stored, setStored] = useState<Extra<P>>({ base: null, pages: [], status: 'idle', edits: [] });
  const extra: Extra<P> = stored.base === first ? stored : { base: first, pages: [], status: 'idle', edits: [] };
  const last = extra.pages.at(-1) ?? firstPage;

  const loaded = [firstPage, ...extra.pages].flatMap((page) => page?.items ?? []);
  const seen = new Set<Key>();
  const items = extra.edits
    .reduce((list, { change }) => change(list), loaded)
    .filter((item) => {
      const key = keyOf(item);
      return !seen.has(key) && Boolean(seen.add(key));
    });

  const loadMore = () => {
    if (!last?.has_more || extra.status === 'loading') return;
    const base = first;
    setStored({ ...extra, status: 'loading' });
    load(last.page + 1).then(
      (page) => setStored((s) => (s.base === base ? { ...s, pages: [...s.pages, page], status: 'idle' } : s)),
      () => setStored((s) => (s.base === base ? { ...s, status: 'error' } : s)),
    );
  };

  const edit = (change: Edit<P>['change'], totalDelta = 0) => {
    const base = first;
    setStored((s) => {
      const current = s.base === base ? s : { base, pages: [], status: 'idle' as const, edits: [] };
      return { ...current, edits: [...current.edits, { change, totalDelta }] };
    });
  };

  return {
    first,
    items,
    total: Math.max(0, (firstPage?.total ?? 0) + extra.edits.reduce((sum, { totalDelta }) => sum + totalDelta, 0)),
    hasMore: last?.has_more === true,
    more: extra.status,
    loadMore,
    retry: () => {
      setStored({ base: null, pages: [], status: 'idle', edits: [] });
      first.retry();
    },
    edit,
  };
}
