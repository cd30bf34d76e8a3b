import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound } from '../api/envelope';
import { localizePath } from '../i18n/locales';
import { usePageLocale } from '../i18n/usePageLocale';

/**
 * The states of a page's main request, alike in every remote: a load error with a retry, and "not found" with the
 * way home. Each remote words them in its own namespace (`state.loadError`, `state.retry`, `state.notFoundTitle`,
 * `state.backHome`), so its strings ship with it; styles are in base.css (`.page-state`).
 */
export function createPageStates(namespace: string) {
  function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
    const { t } = useTranslation(namespace);
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
  function NotFoundState({ message }: { message: ReactNode }) {
    const { t } = useTranslation(namespace);
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
  function PageError({ error, onRetry, notFound }: { error: unknown; onRetry: () => void; notFound: ReactNode }) {
    return isNotFound(error) ? <NotFoundState message={notFound} /> : <LoadError onRetry={onRetry} />;
  }

  return { LoadError, PageError };
}
