import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { offlineReadyAtom } from '@portal/shared';

/** Shown once, when the first service worker has activated and cached what an offline visit needs. */
export function OfflineReadyNotice() {
  const { t } = useTranslation();
  const [ready, setReady] = useAtom(offlineReadyAtom);
  if (!ready) return null;
  return (
    <div className="pwa-prompt pwa-prompt--notice" role="status">
      <p className="pwa-prompt__text">{t('pwa.offlineReady.text')}</p>
      <button
        type="button"
        className="pwa-prompt__close"
        aria-label={t('pwa.offlineReady.close')}
        onClick={() => setReady(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
