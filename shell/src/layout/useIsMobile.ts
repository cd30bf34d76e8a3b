import { useContext, useSyncExternalStore } from 'react';
import { RenderHintsContext } from '../ssr/context';
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
  // The server chose a layout from the user agent; hydration starts from the same one, then follows the window.
  const hints = useContext(RenderHintsContext);
  return useSyncExternalStore(subscribe, snapshot, () => hints.mobile);
}
