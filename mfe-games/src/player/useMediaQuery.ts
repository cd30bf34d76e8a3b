import { useEffect, useState } from 'react';

const query = (media: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(media) : null);

/** Whether a media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => query(media)?.matches ?? false);
  useEffect(() => {
    const list = query(media);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [media]);
  return matches;
}

/** Wide enough for theatre mode to mean something. */
export const DESKTOP = '(min-width: 1024px)';
/** A phone or tablet: a narrow screen, or a touch screen of tablet size (a phone held sideways is wider than 768). */
export const HANDHELD = '(max-width: 767.98px), (pointer: coarse) and (max-width: 1366px)';
export const PORTRAIT = '(orientation: portrait)';
