import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { unreadNotificationsAtom } from './unreadCount';

/** What every way to the notifications box does: open it, and say in its name how many are unread. */
export function useOpenNotifications() {
  const { t } = useTranslation(NAMESPACE);
  const unread = useAtomValue(unreadNotificationsAtom);
  return {
    onClick: () => openOverlay('notifications'),
    'aria-label':
      unread > 0 ? t('notifications.bellUnread', { count: unread, value: unread }) : t('notifications.bell'),
  };
}
