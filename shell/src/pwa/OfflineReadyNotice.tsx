import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gameOnStageAtom, offlineReadyAtom } from '@portal/shared';

/** How long the offline-ready notice stays: long enough to read, then it goes by itself. */
export const OFFLINE_NOTICE_MS = 6_000;

/**
 * Shown once, when the first service worker has activated and cached what an offline visit needs: a small status
 * line at the foot of the page (Footer.tsx), in the page's flow, so it covers nothing on any screen, and at its very
 * end, so its arrival moves nothing either; a polite live region says it to screen readers. It leaves by itself
 * after a few seconds, and at once when a game is being played.
 */
export function OfflineReadyNotice() {
  const { t } = useTranslation();
  const [ready, setReady] = useAtom(offlineReadyAtom);
  const gameOnStage = useAtomValue(gameOnStageAtom);

  useEffect(() => {
    if (!ready) return;
    if (gameOnStage) {
      setReady(false);
      return;
    }
    const timer = setTimeout(() => setReady(false), OFFLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ready, gameOnStage, setReady]);

  if (!ready || gameOnStage) return null;
  return (
    <div className="offline-ready" role="status">
      <span className="offline-ready__mark" aria-hidden="true">
        ✓
      </span>
      <p className="offline-ready__text">{t('pwa.offlineReady.text')}</p>
      <button
        type="button"
        className="close-button offline-ready__close"
        aria-label={t('pwa.offlineReady.close')}
        onClick={() => setReady(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
