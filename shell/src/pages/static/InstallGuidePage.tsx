import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { detectPlatform, platformsFor, STEP_COUNT, type InstallPlatform } from './install/platforms';
import { TitledSection } from '../../layout/TitledSection';
import './static.css';

const BENEFITS = ['fullscreen', 'quickStart', 'offline', 'updates'] as const;

function visitorPlatform(): InstallPlatform {
  if (typeof navigator === 'undefined') return 'desktop';
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
}

/** Running as the installed app (standalone window, or iOS's home-screen mode). */
function isInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function PlatformGuide({ platform, detected }: { platform: InstallPlatform; detected: boolean }) {
  const { t } = useTranslation();
  const steps = Array.from(
    { length: STEP_COUNT[platform] },
    (_, i) => `static.install.platforms.${platform}.step${i + 1}`,
  );
  return (
    <details className="install-platform" open={detected} data-platform={platform}>
      <summary>
        <span className="install-platform__name">{t(`static.install.platforms.${platform}.name`)}</span>
        {detected && <span className="static-badge">{t('static.install.yourDevice')}</span>}
      </summary>
      <ol className="install-platform__steps">
        {steps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p className="static-note">{t(`static.install.platforms.${platform}.note`)}</p>
    </details>
  );
}

/** /installGuide: rendered without the site's chrome (layout "none"), so it brings its own small top bar. */
export default function InstallGuidePage() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [detected] = useState(visitorPlatform);
  const [installed] = useState(isInstalled);
  const home = localizePath('/', locale);

  // Closing returns to the page the visitor came from inside the portal; a direct visit goes home.
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  return (
    <div className="install-guide">
      <header className="install-topbar">
        <Link className="install-topbar__logo" to={home}>
          <span aria-hidden="true">▶</span> {t('brand')}
        </Link>
        <Link className="install-topbar__close" to={home} onClick={close} aria-label={t('static.install.closeLabel')}>
          <span aria-hidden="true">✕</span> {t('static.install.close')}
        </Link>
      </header>
      <article className="static-page" aria-labelledby="install-title">
        <header className="static-hero">
          <h1 id="install-title">{t('static.install.title')}</h1>
          <p className="static-lead">{t('static.install.intro')}</p>
        </header>
        {installed && (
          <p className="static-note" role="status">
            {t('static.install.alreadyInstalled')}
          </p>
        )}
        <TitledSection id="install-steps" title={t('static.install.stepsTitle')}>
          {platformsFor(detected).map((platform) => (
            <PlatformGuide key={platform} platform={platform} detected={platform === detected} />
          ))}
        </TitledSection>
        <TitledSection id="install-benefits" title={t('static.install.benefitsTitle')}>
          <ul className="static-points">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <strong>{t(`static.install.benefits.${benefit}.title`)}</strong>{' '}
                {t(`static.install.benefits.${benefit}.body`)}
              </li>
            ))}
          </ul>
        </TitledSection>
      </article>
    </div>
  );
}
