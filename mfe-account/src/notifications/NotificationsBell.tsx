import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@portal/shared';
import { useOpenNotifications } from './useOpenNotifications';
import { UnreadBadge } from './UnreadBadge';
import { useUnreadPolling } from './useUnreadPolling';

/**
 * The header's bell: opens the notifications box; its name says how many are unread. Signed-in users only.
 * It keeps the unread count fresh, so mount it once (the header).
 */
export function NotificationsBell() {
  useUnreadPolling();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const opener = useOpenNotifications();
  if (!loggedIn) return null;
  return (
    <button type="button" className="acc-bell" {...opener} data-testid="notifications-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <UnreadBadge />
    </button>
  );
}
