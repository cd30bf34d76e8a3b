import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '@portal/shared';
import { isMobileDevice } from './device';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(MOBILE_MEDIA_QUERY);
  query?.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const snapshot = () => isMobileDevice(window.innerWidth, navigator.userAgent);

/** Whether the mobile layout applies now; follows rotation and resizing. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
