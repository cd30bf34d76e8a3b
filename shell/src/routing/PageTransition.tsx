import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A short fade (about 100 ms, product §9) when the page changes, and what a screen reader user needs after a
 * client-side navigation: the new page scrolled to its top and focus moved to the main region. The first page of a
 * visit does not fade: it is the server's HTML, on screen before any script runs, and a fade would only hold back
 * its first paint (and its largest paint, which the browser records once the fade has started).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [landing] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Adjusting state while rendering (React's pattern for "derived from a change"): from the first new path on.
  if (!navigated && pathname !== landing) setNavigated(true);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div key={pathname} className={navigated ? 'page-transition page-transition--fade' : 'page-transition'}>
      {children}
    </div>
  );
}
