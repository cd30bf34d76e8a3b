import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFailed, usePageLocale, type GameSummary, type Page } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListQuery } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import { GameGrid } from './GameGrid';
import { GridSkeleton, LoadError } from './PageStates';
import { Pagination } from './Pagination';

/** Games per page of the category, tag and search lists. */
export const PAGE_SIZE = 24;

/**
 * After moving to another page of a list (not on arrival), brings the list's heading into view and focus, as a
 * new page would.
 */
export function useFocusOnPageChange(heading: RefObject<HTMLElement | null>, page: number): void {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [page, heading]);
}

interface Props {
  state: Pick<UseQueryResult<Page<GameSummary>>, 'data' | 'isError'>;
  query: ListQuery;
  testId: string;
  /** What an empty list says (a page past the end gets its own message). */
  empty: ReactNode;
  onRetry: () => void;
}

/** One page of a list of games: placeholder cards, an error with retry, the empty state, or the grid and its pages. */
export function PagedGames({ state, query, testId, empty, onRetry }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  if (loadFailed(state)) return <LoadError onRetry={onRetry} />;
  if (!state.data) return <GridSkeleton />;
  const { items, total } = state.data;
  if (items.length === 0 && total > 0) {
    return (
      <div className="page-state">
        <p>{t('pagination.beyond')}</p>
        <Link className="button" to={query.hrefFor({ page: 1 })}>
          {t('pagination.first')}
        </Link>
      </div>
    );
  }
  if (items.length === 0) return <div className="page-state">{empty}</div>;
  return (
    <>
      <GameGrid games={items} locale={locale} testId={testId} />
      <Pagination query={query} total={total} pageSize={PAGE_SIZE} />
    </>
  );
}
