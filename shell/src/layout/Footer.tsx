import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getRuntimeConfig, localizePath, openOverlay, usePageLocale } from '@portal/shared';
import { OfflineReadyNotice } from '../pwa/OfflineReadyNotice';

export function Footer() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const social = getRuntimeConfig().socialLinks ?? [];
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <Link to={localizePath('/about', locale)}>{t('footer.about')}</Link>
        <Link to={localizePath('/privacy-policy', locale)}>{t('footer.privacy')}</Link>
        <Link to={localizePath('/terms-of-service', locale)}>{t('footer.terms')}</Link>
        <Link to={localizePath('/gameupload', locale)}>{t('nav.upload')}</Link>
        <Link to={localizePath('/installGuide', locale)}>{t('footer.install')}</Link>
        <Link to={localizePath('/sitemap/games', locale)}>{t('footer.allGames')}</Link>
        <Link to={localizePath('/sea-play-ai', locale)}>{t('footer.ai')}</Link>
        <button type="button" className="footer__contact" onClick={() => openOverlay('contactusmenu')}>
          {t('overlay.contactusmenu')}
        </button>
      </nav>
      {social.length > 0 && (
        <ul className="footer__social" aria-label={t('footer.social')}>
          {social.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer me" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* The year by the clock: the server's and the browser's can straddle New Year. */}
      <p suppressHydrationWarning>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      <OfflineReadyNotice />
    </footer>
  );
}
