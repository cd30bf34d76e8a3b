import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound, localizePath, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** A placeholder the size of a game card: the thumbnail box and its two lines of text. */
export function SkeletonCard() {
  return (
    <span className="skeleton-card">
      <span className="skeleton-card__thumb" />
      <span className="skeleton-card__line" />
      <span className="skeleton-card__line skeleton-card__line--short" />
    </span>
  );
}

/** Placeholder cards while a grid loads, laid out like the grid (announced as busy, hidden from reading). */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="games-grid" aria-busy="true" aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}

export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="page-state" role="alert">
      <p>{message ?? t('state.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

/** A page whose subject the API does not know: a heading, what is missing, and the way home. */
export function NotFoundState({ message }: { message: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <section className="page-state page-state--page" aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title">{t('state.notFoundTitle')}</h1>
      <p>{message}</p>
      <Link className="button" to={localizePath('/', locale)}>
        {t('state.backHome')}
      </Link>
    </section>
  );
}

/** The failure of a page's main request: not found, or an error with a retry. */
export function PageError({ error, onRetry, notFound }: { error: unknown; onRetry: () => void; notFound: ReactNode }) {
  return isNotFound(error) ? <NotFoundState message={notFound} /> : <LoadError onRetry={onRetry} />;
}
