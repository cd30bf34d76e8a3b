import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore, type MoreOfList } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** Placeholder rows while a list loads (announced as busy, hidden from reading). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="acc-list-state" aria-busy="true" data-testid="list-loading">
      <span className="visually-hidden">{t('lists.loading')}</span>
      <ul className="acc-skeleton" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="skeleton" />
        ))}
      </ul>
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="acc-list-state" role="alert">
      <p>{t('lists.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('lists.retry')}
      </button>
    </div>
  );
}

export function ListEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="acc-list-state" data-testid="list-empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The account lists' button for their next page. */
export function ListLoadMore({ list }: { list: MoreOfList }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LoadMore
      list={list}
      label={t('lists.loadMore')}
      busyLabel={t('lists.loading')}
      error={t('lists.loadMoreError')}
      className="acc-load-more"
    />
  );
}
