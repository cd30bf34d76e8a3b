import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A short fade (about 100 ms, product §9) when the page changes, and what a screen reader user needs after a
 * client-side navigation: the new page scrolled to its top and focus moved to the main region.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
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
    <div key={pathname} className="page-transition">
      {children}
    </div>
  );
}
