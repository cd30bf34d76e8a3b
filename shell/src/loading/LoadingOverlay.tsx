import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLoadingAtom, loadingMessageAtom, startLoading } from '@portal/shared';
import './loading.css';

/** The global loading overlay: a spinner (and optional message) while the loading counter is above zero. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useAtomValue(isLoadingAtom);
  const message = useAtomValue(loadingMessageAtom);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className={message ? 'loading-overlay__message' : 'visually-hidden'}>{message ?? t('remote.loading')}</span>
    </div>
  );
}

/** Counts as one load for as long as it is mounted (a page's suspense fallback renders it). */
export function LoadingSignal() {
  useEffect(() => startLoading(), []);
  return null;
}
