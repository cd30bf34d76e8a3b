import { debounce } from '@portal/shared';
import { rootFontSizePx } from './device';

/** Resizes are settled for this long before the root font size follows (product §9). */
export const RESIZE_DEBOUNCE_MS = 100;

/** Keeps the root font size in step with the window width; returns the function that stops it. */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSizePx(win.innerWidth, win.navigator.userAgent)}px`;
  };
  apply();
  const onResize = debounce(apply, RESIZE_DEBOUNCE_MS);
  win.addEventListener('resize', onResize);
  return () => {
    onResize.cancel();
    win.removeEventListener('resize', onResize);
  };
}
