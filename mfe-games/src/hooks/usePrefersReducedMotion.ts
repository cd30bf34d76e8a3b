import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked for less motion (followed live when the setting changes). */
export function usePrefersReducedMotion(): boolean {
  const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);
  const [reduced, setReduced] = useState(() => media()?.matches ?? false);
  useEffect(() => {
    const list = media();
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
