import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the visible area a lazy section starts loading, so it is usually ready when scrolled to. */
const AHEAD = '400px 0px';

/**
 * True once the element has come near the viewport (and from then on). Without IntersectionObserver (old
 * browsers, tests) everything counts as near, which loads eagerly rather than never.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
