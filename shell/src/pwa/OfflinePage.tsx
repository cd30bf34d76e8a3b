import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath, useOnline, usePageLocale } from '@portal/shared';
import { sameOriginPath } from '@portal/shared/utils/sameOriginPath';
import './pwa.css';

/**
 * /offline: shown by the service worker for a page it has not cached while the network is off (it then lands
 * here as /offline?from=<that page>). It renders with the shell alone, no remote needed.
 */
export default function OfflinePage() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const [params] = useSearchParams();
  const online = useOnline();
  // A full load: the wanted page goes through the network (and the service worker) again.
  const retry = () => {
    const from = sameOriginPath(params.get('from'), window.location.origin);
    if (from) window.location.assign(from);
    else window.location.reload();
  };

  return (
    <section className="pwa-offline" aria-labelledby="offline-title">
      <svg className="pwa-offline__art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <rect x="8" y="20" width="80" height="56" rx="14" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M40 36l20 12-20 12z" fill="currentColor" />
        <path d="M14 86L82 10" stroke="var(--color-danger)" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <h1 id="offline-title">{t('pwa.offline.title')}</h1>
      <p>{t('pwa.offline.text')}</p>
      <p role="status">{online ? t('pwa.offline.online') : ''}</p>
      <div className="pwa-offline__actions">
        <button type="button" className="button" onClick={retry}>
          {t('pwa.offline.retry')}
        </button>
        <Link className="button button--ghost" to={localizePath('/recently-played', locale)}>
          {t('pwa.offline.recentlyPlayed')}
        </Link>
      </div>
      <p>{t('pwa.offline.hint')}</p>
    </section>
  );
}
