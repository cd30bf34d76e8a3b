import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigation does not scroll to a "#fragment" by itself, and a lazy page's sections exist only after
 * it mounts, so pages linked with a fragment (e.g. /about#contact) scroll to it once rendered.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
}
