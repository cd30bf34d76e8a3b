import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** Placeholder rows while a list loads (announced as busy, hidden from reading). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="acc-list-state" aria-busy="true" data-testid="list-loading">
      <span className="visually-hidden">{t('lists.loading')}</span>
      <ul className="acc-skeleton" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} />
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

export function LoadMore({ status, onLoadMore }: { status: 'idle' | 'loading' | 'error'; onLoadMore: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="acc-load-more">
      {status === 'error' && <p role="alert">{t('lists.loadMoreError')}</p>}
      <button
        type="button"
        className="button button--ghost"
        onClick={onLoadMore}
        disabled={status === 'loading'}
        aria-busy={status === 'loading'}
      >
        {status === 'loading' ? t('lists.loading') : t('lists.loadMore')}
      </button>
    </div>
  );
}
