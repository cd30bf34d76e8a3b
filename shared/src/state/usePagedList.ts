import { useState } from 'react';
import { useAsync, type AsyncState } from './useAsync';
import type { Page } from '../types/catalogue';

type MoreStatus = 'idle' | 'loading' | 'error';

export interface PagedList<P extends Page<{ slug: string }>> {
  /** The first page: loading, error or success (its extra fields, e.g. the tag, live here). */
  first: AsyncState<P>;
  /** Every item loaded so far, without repeats (a list that shifted between pages can repeat one). */
  items: P['items'];
  total: number;
  hasMore: boolean;
  more: MoreStatus;
  loadMore: () => void;
  /** Loads the first page again (after an error). */
  retry: () => void;
}

interface Extra<P> {
  /** The first page these pages continue; a new first page (other deps, a retry) starts the list afresh. */
  base: P | null;
  pages: P[];
  status: MoreStatus;
}

/** A paginated list with a "Load more" button: page 1 when deps change, then one page per loadMore(). */
export function usePagedList<P extends Page<{ slug: string }>>(load: (page: number) => Promise<P>, deps: readonly unknown[]): PagedList<P> {
  const [attempt, setAttempt] = useState(0);
  const first = useAsync(() => load(1), [...deps, attempt]);
  const firstPage = first.status === 'success' ? first.data : null;
  const [stored, setStored] = useState<Extra<P>>({ base: null, pages: [], status: 'idle' });
  const extra: Extra<P> = stored.base === firstPage ? stored : { base: firstPage, pages: [], status: 'idle' };
  const last = extra.pages.at(-1) ?? firstPage;

  const seen = new Set<string>();
  const items = [firstPage, ...extra.pages].flatMap((page) => page?.items ?? []).filter((item) => !seen.has(item.slug) && seen.add(item.slug));

  const loadMore = () => {
    if (!last?.has_more || extra.status === 'loading') return;
    const base = firstPage;
    setStored({ ...extra, status: 'loading' });
    load(last.page + 1).then(
      (page) => setStored((s) => (s.base === base ? { base, pages: [...s.pages, page], status: 'idle' } : s)),
      () => setStored((s) => (s.base === base ? { ...s, status: 'error' } : s)),
    );
  };

  return {
    first,
    items,
    total: firstPage?.total ?? 0,
    hasMore: last?.has_more === true,
    more: extra.status,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
