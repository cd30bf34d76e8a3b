import { useEffect, type RefObject } from 'react';

/** The CSS custom property on <html> that holds the sticky header's height, for pages that fit under it. */
export const HEADER_HEIGHT_PROPERTY = '--portal-header-height';

/**
 * Publishes the sticky header's height (in px, kept current as it wraps or the font grows) as
 * `--portal-header-height` on the document, so that a remote's page (the game player's theatre mode) can size
 * itself to the room under the header without reading the shell's markup. Set after hydration only.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
