import { useAtomValue } from 'jotai';
import {
  currentUserAtom,
  editPagedList,
  pagedItems,
  portalStore,
  useApiMutation,
  usePagedQuery,
  usePortalQueryClient,
  type Notification,
  type PagedData,
  type Page,
} from '@portal/shared';
import { fetchNotifications, markNotificationsRead } from '../api/messages';
import { setUnreadCount, unreadNotificationsAtom } from './unreadCount';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const idOf = (n: Notification) => n.id;

/**
 * The signed-in user's notifications, newest first, a page at a time, with marking read. Marking shows at once
 * and is undone if the server refuses (the API client shows the error toast); the unread count (the header's)
 * follows what the server answers.
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
    mutationFn: (ids: number | 'all') => markNotificationsRead(ids === 'all' ? { all: true } : { id: ids }),
    onMutate: (ids) => {
      const before = {
        pages: client.getQueryData<PagedData<Page<Notification>>>(key),
        unread: portalStore.get(unreadNotificationsAtom),
      };
      editPagedList<Notification>(client, key, (items) =>
        items.map((n) => (ids === 'all' || n.id === ids ? { ...n, read: true } : n)),
      );
      setUnreadCount(ids === 'all' ? 0 : before.unread - 1);
      return before;
    },
    onSuccess: (result) => setUnreadCount(result.unread),
    onError: (_error, _ids, before) => {
      if (!before) return;
      client.setQueryData(key, before.pages);
      setUnreadCount(before.unread);
    },
  });

  const markRead = (notification: Notification) => {
    if (!notification.read) marking.mutate(notification.id);
  };
  const markAllRead = () => marking.mutate('all');

  return { list, items: pagedItems(list.data, idOf), unread, markRead, markAllRead };
}
