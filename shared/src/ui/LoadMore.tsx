import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** What LoadMore needs of a paged list (usePagedQuery). */
export type MoreOfList = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

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
  if (!list.hasNextPage) return null;
  const busy = list.isFetchingNextPage;
  return (
    <div className={className}>
      {list.isFetchNextPageError && !busy && <p role="alert">{error}</p>}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void list.fetchNextPage({ cancelRefetch: false })}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
