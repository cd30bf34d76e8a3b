import { useCallback, useEffect, useState, type RefObject } from 'react';

const nativeSupported = () =>
  document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function';

/**
 * Fullscreen for an element: the Fullscreen API where the browser has it, else (iPhone) an "expanded" state the
 * caller renders with CSS as a fixed layer over the page. Escape or exit() leaves either.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  // The browser handles Escape in real fullscreen; the expanded layer needs it by hand, and must not let the page
  // scroll behind it.
  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [expanded]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setExpanded(false);
  }, []);

  /** Resolves once the element fills the screen, natively (true) or as the expanded layer (false). */
  const enter = useCallback(async (): Promise<boolean> => {
    const element = target.current;
    if (!element) return false;
    if (!nativeSupported()) {
      setExpanded(true);
      return false;
    }
    try {
      await element.requestFullscreen({ navigationUI: 'hide' });
      return true;
    } catch {
      setExpanded(true);
      return false;
    }
  }, [target]);

  const active = native || expanded;
  return { active, expanded, enter, exit };
}
