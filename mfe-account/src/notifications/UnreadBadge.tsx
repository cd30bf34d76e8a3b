import { useAtomValue } from 'jotai';
import { unreadNotificationsAtom } from './unreadCount';
import './notifications.css';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/**
 * The unread-notifications badge: the count from unreadNotificationsAtom (kept fresh by useUnreadPolling). The
 * number is decoration: the button around it carries the count in its accessible name.
 */
export function UnreadBadge() {
  const unread = useAtomValue(unreadNotificationsAtom);
  if (unread === 0) return null;
  return (
    <span className="acc-badge" aria-hidden="true" data-testid="unread-badge">
      {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
    </span>
  );
}
