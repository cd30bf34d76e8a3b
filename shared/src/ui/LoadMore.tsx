import type { PagedList } from '../state/usePagedList';
import type { Page } from '../types/catalogue';

/** What LoadMore needs of a paged list (usePagedList). */
export type MoreOfList = Pick<PagedList<Page<unknown>>, 'hasMore' | 'more' | 'loadMore'>;

interface LoadMoreProps {
  list: MoreOfList;
  label: string;
  /** The button's words while the next page loads; `label` when not given. */
  busyLabel?: string;
  /** Said above the button when the last attempt failed (the button then tries again). */
  error: string;
  className: string;
}

/** The button under a paged list that fetches its next page, while there is one. */
export function LoadMore({ list, label, busyLabel = label, error, className }: LoadMoreProps) {
  if (!list.hasMore) return null;
  const busy = list.more === 'loading';
  return (
    <div className={className}>
      {list.more === 'error' && <p role="alert">{error}</p>}
      <button type="button" className="button button--ghost" onClick={list.loadMore} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
