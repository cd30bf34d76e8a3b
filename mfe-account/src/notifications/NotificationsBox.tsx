import { useTranslation } from 'react-i18next';
import { loadFailed, type Notification, type OverlayBoxProps } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { ListEmpty, ListError, ListLoadMore, ListSkeleton } from '../lists/ListStates';
import { useNotificationList } from './useNotificationList';
import { useNotificationText } from './useNotificationText';
import '../lists/lists.css';
import './notifications.css';
import { usePageLocale } from '@portal/shared';

/**
 * The `notifications` overlay box: newest first, unread ones marked (by style and in words), each opening its
 * details; mark one or all read.
 */
export default function NotificationsBox({ open }: OverlayBoxProps) {
  const signedIn = useSignInFirst(open, 'notifications');
  return signedIn ? <NotificationList open={open} /> : null;
}

function NotificationList({ open }: Pick<OverlayBoxProps, 'open'>) {
  const { t } = useTranslation(NAMESPACE);
  const notes = useNotificationList();
  const { list } = notes;
  const text = useNotificationText();
  const locale = usePageLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (loadFailed(list)) return <ListError onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton />;
  if (notes.items.length === 0) return <ListEmpty>{t('notifications.empty')}</ListEmpty>;

  // The details box marks it read (and updates the count) as it opens.
  const details = (notification: Notification) => open('notificationsdetails', { notification });
  return (
    <div className="acc-box" data-testid="notifications-box">
      <div className="acc-list-head">
        <p className="acc-notes__count" role="status">
          {notes.unread > 0
            ? t('notifications.unreadCount', { count: notes.unread, value: notes.unread })
            : t('notifications.allRead')}
        </p>
        {notes.unread > 0 && (
          <button type="button" className="button button--ghost" onClick={notes.markAllRead}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      <ul className="acc-list" aria-label={t('notifications.listLabel')} data-testid="notifications-list">
        {notes.items.map((notification) => (
          <li
            key={notification.id}
            className={`acc-note${notification.read ? '' : ' acc-note--unread'}`}
            data-testid="notification"
          >
            <button type="button" className="acc-note__open" onClick={() => details(notification)}>
              {!notification.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
              <span className="acc-note__avatar" aria-hidden="true">
                {notification.actor?.avatar_initial ?? '★'}
              </span>
              <span className="acc-note__text">
                <span className="acc-note__summary">{text(notification)}</span>
                {notification.comment?.excerpt && (
                  <span className="acc-note__excerpt" dir="auto">
                    {notification.comment.excerpt}
                  </span>
                )}
                <time className="acc-note__time" dateTime={notification.created_at}>
                  {when.format(Date.parse(notification.created_at))}
                </time>
              </span>
            </button>
            {!notification.read && (
              <button type="button" className="acc-note__mark" onClick={() => notes.markRead(notification)}>
                {t('notifications.markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ListLoadMore list={list} />
    </div>
  );
}
