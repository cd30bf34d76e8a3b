import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** A studio address of a game that is not the maker's (or not there): said the same for both, as the API does. */
export function NotYourGame() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <div className="page-state" data-testid="studio-not-found">
      <p>{t('stats.notYours')}</p>
      <Link className="button" to={localizePath('/studio', locale)}>
        {t('stats.backToStudio')}
      </Link>
    </div>
  );
}
