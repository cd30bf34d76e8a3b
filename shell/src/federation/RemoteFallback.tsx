import { PageHydrated } from '../ssr/PageHydrated';
import { useTranslation } from 'react-i18next';
import { KeptServerHtml } from './KeptServerHtml';
import type { RemoteName } from './remotes';

/**
 * What shows where a remote failed: the page the server rendered, kept as it was with a notice and "Try again" when
 * there is one (the first view of a page), else a message with "Try again".
 */
export function RemoteFallback({
  remote,
  variant,
  onRetry,
  serverHtml,
}: {
  remote: RemoteName;
  variant: 'page' | 'inline';
  onRetry: () => void;
  serverHtml?: string;
}) {
  const { t } = useTranslation();
  if (serverHtml)
    return (
      <>
        <div className="remote-kept-notice" role="status" data-remote-fallback={remote}>
          <p>{t('remote.keptNotice')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('remote.retry')}
          </button>
        </div>
        <KeptServerHtml remote={remote} html={serverHtml} />
        <PageHydrated />
      </>
    );
  return (
    <div className={`remote-fallback remote-fallback--${variant}`} role="alert" data-remote-fallback={remote}>
      <p>{t(variant === 'page' ? 'remote.unavailable' : 'remote.unavailableShort')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
      {variant === 'page' && <PageHydrated />}
    </div>
  );
}
