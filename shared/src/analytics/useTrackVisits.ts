import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackVisit } from './tracker';

/** Counts a visit on every client-side navigation; mount once inside the router (startAnalytics counts the landing). */
export function useTrackVisits(): void {
  const { pathname } = useLocation();
  useEffect(() => trackVisit(pathname), [pathname]);
}
