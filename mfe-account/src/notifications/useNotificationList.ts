import { useAtomValue } from 'jotai';
import { currentUserAtom, usePagedList, type Notification } from '@portal/shared';
import { fetchNotifications, markNotificationsRead } from '../api/messages';
import { setUnreadCount, unreadNotificationsAtom } from './unreadCount';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The signed-in user's notifications, newest first, a page at a time, with marking read. Marking shows at once
 * and is undone if the server refuses (the API client shows the error toast); the unread count (the header's)
 * follows what the server answers.
 */
export function useNotificationList() {
  const user = useAtomValue(currentUserAtom);
  const list = usePagedList(
    ['account', 'notifications', user?.user_id ?? null],
    (page) =>
      fetchNotifications({ page, limit: NOTIFICATIONS_PAGE_SIZE }).then((answer) => {
        // Set with the list, not after it renders, so the count never shows stale next to fresh notifications.
        if (page === 1) setUnreadCount(answer.unread);
        return answer;
      }),
    (n: Notification) => n.id,
  );
  const unread = useAtomValue(unreadNotificationsAtom);

  const setRead = (ids: ReadonlySet<number> | 'all', read: boolean) =>
    list.edit((items) => items.map((n) => (ids === 'all' || ids.has(n.id) ? { ...n, read } : n)));

  const markRead = (notification: Notification) => {
    if (notification.read) return;
    const before = unread;
    setRead(new Set([notification.id]), true);
    setUnreadCount(before - 1);
    markNotificationsRead({ id: notification.id }).then(
      (result) => setUnreadCount(result.unread),
      () => {
        setRead(new Set([notification.id]), false);
        setUnreadCount(before);
      },
    );
  };

  const markAllRead = () => {
    const before = unread;
    const wasUnread = new Set(list.items.filter((n) => !n.read).map((n) => n.id));
    setRead('all', true);
    setUnreadCount(0);
    markNotificationsRead({ all: true }).then(
      (result) => setUnreadCount(result.unread),
      () => {
        setRead(wasUnread, false);
        setUnreadCount(before);
      },
    );
  };

  const status = list.first.status === 'success' ? 'ready' : list.first.status;
  return {
    status,
    items: list.items,
    hasMore: list.hasMore,
    more: list.more,
    loadMore: list.loadMore,
    retry: list.retry,
    unread,
    markRead,
    markAllRead,
  };
}
