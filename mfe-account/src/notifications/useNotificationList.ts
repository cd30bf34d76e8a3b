import { useEffect, useState } from 'react';
import { fetchNotifications, markNotificationsRead, type Notification } from '@portal/shared';
import { setUnreadCount } from './unreadCount';

export const NOTIFICATIONS_PAGE_SIZE = 20;

type Status = 'loading' | 'error' | 'ready';

interface ListState {
  status: Status;
  items: Notification[];
  page: number;
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
  unread: number;
}

const INITIAL: ListState = { status: 'loading', items: [], page: 0, hasMore: false, more: 'idle', unread: 0 };

const withoutRepeats = (items: Notification[]) => {
  const seen = new Set<number>();
  return items.filter((n) => !seen.has(n.id) && seen.add(n.id));
};

/**
 * The signed-in user's notifications, newest first, a page at a time, with marking read. Marking shows at once
 * and is undone if the server refuses (the API client shows the error toast); the header's unread count follows
 * what the server answers.
 */
export function useNotificationList() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>(INITIAL);

  useEffect(() => {
    let live = true;
    setState(INITIAL);
    fetchNotifications({ page: 1, limit: NOTIFICATIONS_PAGE_SIZE }).then(
      (page) => {
        if (!live) return;
        setState({ status: 'ready', items: page.items, page: 1, hasMore: page.has_more, more: 'idle', unread: page.unread });
        setUnreadCount(page.unread);
      },
      () => live && setState({ ...INITIAL, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const loadMore = () => {
    if (!state.hasMore || state.more === 'loading') return;
    const next = state.page + 1;
    setState((s) => ({ ...s, more: 'loading' }));
    fetchNotifications({ page: next, limit: NOTIFICATIONS_PAGE_SIZE }).then(
      (page) =>
        setState((s) => ({ ...s, items: withoutRepeats([...s.items, ...page.items]), page: next, hasMore: page.has_more, more: 'idle' })),
      () => setState((s) => ({ ...s, more: 'error' })),
    );
  };

  const setRead = (ids: ReadonlySet<number> | 'all', read: boolean, unread: number) =>
    setState((s) => ({ ...s, unread, items: s.items.map((n) => (ids === 'all' || ids.has(n.id) ? { ...n, read } : n)) }));

  const markRead = (notification: Notification) => {
    if (notification.read) return;
    const before = state.unread;
    setRead(new Set([notification.id]), true, Math.max(0, before - 1));
    setUnreadCount(before - 1);
    markNotificationsRead({ id: notification.id }).then(
      (result) => setUnreadCount(result.unread),
      () => {
        setRead(new Set([notification.id]), false, before);
        setUnreadCount(before);
      },
    );
  };

  const markAllRead = () => {
    const before = state;
    const wasUnread = new Set(state.items.filter((n) => !n.read).map((n) => n.id));
    setRead('all', true, 0);
    setUnreadCount(0);
    markNotificationsRead({ all: true }).then(
      (result) => setUnreadCount(result.unread),
      () => {
        setRead(wasUnread, false, before.unread);
        setUnreadCount(before.unread);
      },
    );
  };

  return { ...state, loadMore, retry: () => setAttempt((n) => n + 1), markRead, markAllRead };
}
