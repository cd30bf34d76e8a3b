import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@portal/shared';
import { refreshUnreadCount, setUnreadCount } from './unreadCount';

/** Product §7 has no push channel, so the badge polls: often enough to notice a reply, rarely enough to be cheap. */
export const UNREAD_POLL_MS = 60_000;
/** A focus and a visibilitychange arrive together when a tab comes back; one request answers both. */
const MIN_GAP_MS = 2_000;

/**
 * Keeps the unread count fresh while someone is signed in: at once, every minute, and when the tab comes back
 * into view or focus. Signing out stops it and clears the count.
 */
export function useUnreadPolling(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (!loggedIn) {
      setUnreadCount(0);
      return;
    }
    let last = 0;
    const refresh = () => {
      if (Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      void refreshUnreadCount();
    };
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    refresh();
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [loggedIn]);
}
