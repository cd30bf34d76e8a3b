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

let width: number | undefined;

/**
 * The window's width, read once and then on every resize: reading `innerWidth` while React renders or commits
 * forces the browser to lay the page out there and then, inside the hydration task.
 */
function windowWidth(): number {
  if (width === undefined) {
    width = window.innerWidth;
    // Registered before any subscriber below, so the width is current when they run.
    window.addEventListener('resize', () => {
      width = window.innerWidth;
    });
  }
  return width;
}

const snapshot = () => isMobileDevice(windowWidth(), navigator.userAgent);

/** Whether the mobile layout applies now; follows rotation and resizing. */
export function useIsMobile(): boolean {
  // Hydration starts from what the server rendered with (desktop when it chose none: the layout itself renders
  // both chromes then, useLayoutMobile.ts), then follows the window.
  const hints = useContext(RenderHintsContext);
  return useSyncExternalStore(subscribe, snapshot, () => hints.mobile ?? false);
}
