import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the page loaded (at the latest `timeoutMs` after): for parts that may
 * come a moment later, so their remote's files never compete with the first paint.
 */
export function useIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const wait = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 0);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      cancel();
    };
  }, [timeoutMs]);
  return idle;
}
