import { PageHydrated } from '../ssr/PageHydrated';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from './remotes';

export function RemoteFallback({
  remote,
  variant,
  onRetry,
}: {
  remote: RemoteName;
  variant: 'page' | 'inline';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
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
