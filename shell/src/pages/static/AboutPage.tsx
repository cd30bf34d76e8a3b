import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, openOverlay, usePageLocale } from '@portal/shared';
import { useScrollToHash } from './useScrollToHash';
import { TitledSection } from '../../layout/TitledSection';
import { PageLinks } from './PageLinks';
import './static.css';

const SAFETY_POINTS = ['sandbox', 'review', 'comments', 'privacy'] as const;

/** The two cards, one for each audience: its strings under static.about.<key>, and where its link goes. */
const AUDIENCES = [
  { key: 'players', path: '/' },
  { key: 'makers', path: '/gameupload' },
] as const;

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
        {AUDIENCES.map(({ key, path }) => (
          <TitledSection key={key} id={`about-${key}`} title={t(`static.about.${key}Title`)} className="static-card">
            <p>{t(`static.about.${key}Body`)}</p>
            <Link className="button" to={localizePath(path, locale)}>
              {t(`static.about.${key}Link`)}
            </Link>
          </TitledSection>
        ))}
      </div>

      <TitledSection id="about-safety" title={t('static.about.safetyTitle')}>
        <ul className="static-points">
          {SAFETY_POINTS.map((point) => (
            <li key={point}>{t(`static.about.safety.${point}`)}</li>
          ))}
        </ul>
        <PageLinks
          links={[
            ['/privacy-policy', t('static.about.privacyLink')],
            ['/terms-of-service', t('static.about.termsLink')],
          ]}
        />
      </TitledSection>

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
