import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { consumePendingReload } from './buildWatcher';

/**
 * Mount once inside the router: when a new build was deployed, the next navigation to another page loads that
 * page afresh instead of rendering it with the old code (buildWatcher.ts has the rules).
 */
export function BuildVersionWatcher() {
  const { pathname, search, hash } = useLocation();
  // Only a change of page counts; search and hash are read as they are at that moment.
  const onPageChange = useEffectEvent(() => consumePendingReload(`${pathname}${search}${hash}`));
  useEffect(() => {
    onPageChange();
  }, [pathname]);
  return null;
}
