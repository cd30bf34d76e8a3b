import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { refreshUnreadCount } from './unreadCount';
import { useOpenNotifications } from './useOpenNotifications';
import { UnreadBadge } from './UnreadBadge';
import './notifications.css';

/**
 * The account page's way to the notifications box, with words beside the count (the header bell is an icon). It
 * refreshes the count once; the header bell does the polling.
 */
export function NotificationsButton() {
  const { t } = useTranslation(NAMESPACE);
  const opener = useOpenNotifications();
  useEffect(() => void refreshUnreadCount(), []);
  return (
    <button type="button" className="button button--ghost acc-notes-button" {...opener}>
      {t('notifications.bell')}
      <UnreadBadge />
    </button>
  );
}
