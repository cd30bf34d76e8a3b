import { PageHydrated } from '../ssr/PageHydrated';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localizePath } from '@portal/shared';

interface Props {
  status: number;
  /** The message of a non-404 error; a generic text when absent. */
  message?: string;
  /** 404 detail line: "Page not found: {path}" (non-fatal) or "Page Not Found: {path}" (fatal, route validation). */
  variant?: 'not-found' | 'fatal-not-found';
}

/**
 * The error screen of product §2: for 404 a page-not-found title and description, the path and a link home; for
 * other statuses "error", the status code and its message or a generic text.
 */
export function ErrorScreen({ status, message, variant = 'not-found' }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = localizePath('/', localeFromPath(pathname));
  if (status === 404) {
    return (
      <section
        className="error-screen"
        aria-labelledby="error-title"
        data-testid="error-screen"
        data-status="404"
        data-variant={variant}
      >
        <p className="error-screen__code" aria-hidden="true">
          404
        </p>
        <h1 id="error-title">{t('error.notFoundTitle')}</h1>
        <p>{t('error.notFoundDescription')}</p>
        <p className="error-screen__path">
          {/* The path is isolated so right-to-left text does not reorder it. */}
          <Trans
            i18nKey={variant === 'fatal-not-found' ? 'error.pageNotFoundFatal' : 'error.pageNotFound'}
            values={{ path: pathname }}
            components={{ bdi: <bdi /> }}
          />
        </p>
        <Link className="button" to={home}>
          {t('error.backHome')}
        </Link>
        <PageHydrated />
      </section>
    );
  }
  return (
    <section className="error-screen" aria-labelledby="error-title" data-testid="error-screen" data-status={status}>
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="error-screen__code">{status}</p>
      <p dir="auto">{message || t('error.generic')}</p>
      <div className="error-screen__actions">
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link className="button" to={home}>
          {t('error.backHome')}
        </Link>
      </div>
      <PageHydrated />
    </section>
  );
}
