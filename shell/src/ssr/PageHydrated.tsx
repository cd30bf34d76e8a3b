import { useEffect } from 'react';
import { replayEarlyClick } from './earlyClick';

/**
 * Marks the document once the page's own content is live in the browser (hydrated, or rendered afresh):
 * `<html data-hydrated="true">`. Placed last inside the page's Suspense boundary, its effect runs only when that
 * boundary has hydrated. Tests and monitoring read it; it renders nothing. A button tapped before then is tapped
 * again now (earlyClick.ts).
 */
export function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyClick();
  }, []);
  return null;
}
