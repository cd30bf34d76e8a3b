import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, openOverlay, usePageLocale } from '@portal/shared';
import { useScrollToHash } from './useScrollToHash';
import './static.css';

const SAFETY_POINTS = ['sandbox', 'review', 'comments', 'privacy'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  useScrollToHash();
  return (
    <article className="static-page about" aria-labelledby="about-title">
      <header className="static-hero">
        <h1 id="about-title">{t('static.about.title')}</h1>
        <p className="static-lead">{t('static.about.intro')}</p>
      </header>

      <div className="static-columns">
        <section className="static-card" aria-labelledby="about-players">
          <h2 id="about-players">{t('static.about.playersTitle')}</h2>
          <p>{t('static.about.playersBody')}</p>
          <Link className="button" to={localizePath('/', locale)}>
            {t('static.about.playersLink')}
          </Link>
        </section>
        <section className="static-card" aria-labelledby="about-makers">
          <h2 id="about-makers">{t('static.about.makersTitle')}</h2>
          <p>{t('static.about.makersBody')}</p>
          <Link className="button" to={localizePath('/gameupload', locale)}>
            {t('static.about.makersLink')}
          </Link>
        </section>
      </div>

      <section aria-labelledby="about-safety">
        <h2 id="about-safety">{t('static.about.safetyTitle')}</h2>
        <ul className="static-points">
          {SAFETY_POINTS.map((point) => (
            <li key={point}>{t(`static.about.safety.${point}`)}</li>
          ))}
        </ul>
        <p>
          <Link to={localizePath('/privacy-policy', locale)}>{t('static.about.privacyLink')}</Link>
          {' · '}
          <Link to={localizePath('/terms-of-service', locale)}>{t('static.about.termsLink')}</Link>
        </p>
      </section>

      <section id="contact" className="static-card static-contact" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('static.about.contactTitle')}</h2>
        <p>{t('static.about.contactBody')}</p>
        {/* The contact box belongs to the account remote; the shell's overlay manager shows it. */}
        <button type="button" className="button" onClick={() => openOverlay('contactusmenu')}>
          {t('static.about.contactButton')}
        </button>
      </section>
    </article>
  );
}
