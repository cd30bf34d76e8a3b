import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/**
 * How long a game may take to start while the browser is offline before the player says it needs the network: a
 * game played before starts from the browser's cache well within it.
 */
export const OFFLINE_GRACE_MS = 2500;

/**
 * Whether a game that is still starting (`waiting`) is held up by the missing network: offline for longer than the
 * grace time, or its start failed while offline. It stays so after the network is back, until the caller retries
 * (a new `attempt`) or the game starts after all, so that the player is offered Retry rather than a spinner that
 * never ends.
 */
export function useNeedsNetwork({ waiting, failed, attempt }: { waiting: boolean; failed: boolean; attempt: number }) {
  const online = useOnline();
  const [overdue, setOverdue] = useState<number | null>(null);
  useEffect(() => {
    if (!waiting || online) return;
    const timer = setTimeout(() => setOverdue(attempt), OFFLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waiting, online, attempt]);
  return { needed: waiting && (overdue === attempt || (failed && !online)), online };
}

/** Says the game needs the network; Retry is offered once the browser is back online. */
export function NetworkVeil({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="player__veil" role="alert" data-testid="game-offline">
      <p>{t('player.needsNetwork')}</p>
      <p className="player__veil-hint">{online ? t('player.backOnline') : t('player.offlineHint')}</p>
      {online && (
        <button type="button" className="button" onClick={onRetry}>
          {t('player.retry')}
        </button>
      )}
    </div>
  );
}
