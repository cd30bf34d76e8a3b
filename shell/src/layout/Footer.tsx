import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@portal/shared';
import { useLocale } from '../routing/useLocale';

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <Link to={localizePath('/about', locale)}>{t('footer.about')}</Link>
        <Link to={localizePath('/privacy-policy', locale)}>{t('footer.privacy')}</Link>
        <Link to={localizePath('/terms-of-service', locale)}>{t('footer.terms')}</Link>
        <Link to={localizePath('/gameupload', locale)}>{t('nav.upload')}</Link>
      </nav>
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
