import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '../routing/useLocale';

/** The spec's error screen for 404: title, description, the path, and a link back home. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = useLocalizedPath('/');
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.notFoundTitle')}</h1>
      <p>{t('error.notFoundDescription')}</p>
      <p className="error-screen__path">
        {/* The path is isolated so right-to-left text does not reorder it. */}
        <Trans i18nKey="error.pageNotFound" values={{ path: pathname }} components={{ bdi: <bdi /> }} />
      </p>
      <Link className="button" to={home}>
        {t('error.backHome')}
      </Link>
    </section>
  );
}
