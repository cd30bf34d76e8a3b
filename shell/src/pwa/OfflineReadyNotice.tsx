import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gameOnStageAtom, offlineReadyAtom } from '@portal/shared';

/** How long the offline-ready notice stays: long enough to read, then it goes by itself. */
export const OFFLINE_NOTICE_MS = 6_000;

/**
 * Shown once, when the first service worker has activated and cached what an offline visit needs. It leaves by
 * itself after a few seconds, and at once when a game is being played, so it never covers the game's frame.
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
