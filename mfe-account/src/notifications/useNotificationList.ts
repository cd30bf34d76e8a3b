import { useAtomValue } from 'jotai';
import {
  currentUserAtom,
  editPagedList,
  pagedItems,
  useApiMutation,
  usePendingVariables,
  usePagedQuery,
  usePortalQueryClient,
  type Notification,
} from '@portal/shared';
import { fetchNotifications, markNotificationsRead } from '../api/messages';
import { setUnreadCount, unreadNotificationsAtom } from './unreadCount';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const idOf = (n: Notification) => n.id;

type Marked = number | 'all';
const MARKING = ['account', 'notifications', 'mark-read'];
const covers = (marked: readonly Marked[], n: Notification) => marked.some((ids) => ids === 'all' || ids === n.id);

/**
 * The signed-in user's notifications, newest first, a page at a time, with marking read. Marking shows at once
 * from the pending requests (nothing to undo if the server refuses: the API client shows the error toast); the
 * cache and the unread count (the header's) follow what the server answers.
 */
export function useNotificationList() {
  const user = useAtomValue(currentUserAtom);
  const client = usePortalQueryClient();
  const key = ['account', 'notifications', user?.user_id ?? null];
  const list = usePagedQuery(key, (page) =>
    fetchNotifications({ page, limit: NOTIFICATIONS_PAGE_SIZE }).then((answer) => {
      // Set with the list, not after it renders, so the count never shows stale next to fresh notifications.
      if (page === 1) setUnreadCount(answer.unread);
      return answer;
    }),
  );
  const unread = useAtomValue(unreadNotificationsAtom);

  const marking = useApiMutation({
    mutationKey: MARKING,
    mutationFn: (ids: Marked) => markNotificationsRead(ids === 'all' ? { all: true } : { id: ids }),
    onSuccess: (result, ids) => {
      editPagedList<Notification>(client, key, (items) =>
        items.map((n) => (covers([ids], n) ? { ...n, read: true } : n)),
      );
      setUnreadCount(result.unread);
    },
  });
  const pending = usePendingVariables<Marked>(MARKING);
  const stored = pagedItems(list.data, idOf);
  const marked = new Set(stored.filter((n) => !n.read && covers(pending, n)).map(idOf));
  const items = stored.map((n) => (marked.has(n.id) ? { ...n, read: true } : n));
  const shownUnread = pending.includes('all') ? 0 : Math.max(0, unread - marked.size);

  const markRead = (notification: Notification) => {
    if (!notification.read) marking.mutate(notification.id);
  };
  const markAllRead = () => marking.mutate('all');

  return { list, items, unread: shownUnread, markRead, markAllRead };
}
