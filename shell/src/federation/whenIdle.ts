/** How long after "load" the page waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `callback` once the page has loaded and the browser is idle (at the latest 2 s after load): for work that
 * may come a moment later, so a remote's files never compete with the first paint. Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const wait = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 0);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    cancel();
  };
}
