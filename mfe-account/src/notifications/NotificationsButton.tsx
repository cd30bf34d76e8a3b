import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { refreshUnreadCount, unreadNotificationsAtom } from './unreadCount';
import { UnreadBadge } from './UnreadBadge';
import './notifications.css';

/**
 * The account page's way to the notifications box: phones have no header bell (their header is compact), so
 * this is where they find them. It refreshes the count once; the header bell does the polling.
 */
export function NotificationsButton() {
  const { t } = useTranslation(NAMESPACE);
  const unread = useAtomValue(unreadNotificationsAtom);
  useEffect(() => void refreshUnreadCount(), []);
  return (
    <button
      type="button"
      className="button button--ghost acc-notes-button"
      onClick={() => openOverlay('notifications')}
      aria-label={unread > 0 ? t('notifications.bellUnread', { n: unread }) : t('notifications.bell')}
    >
      {t('notifications.bell')}
      <UnreadBadge />
    </button>
  );
}
