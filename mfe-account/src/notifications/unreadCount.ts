import { atom } from 'jotai';
import { portalStore } from '@portal/shared';
import { fetchNotifications } from '../api/messages';

/** How many of the signed-in user's notifications are unread (0 for a guest). */
export const unreadNotificationsAtom = atom(0);

export function setUnreadCount(count: number): void {
  portalStore.set(unreadNotificationsAtom, Math.max(0, count));
}

/** Asks the server for the unread count; a failure keeps the last known count and says nothing (background work). */
export async function refreshUnreadCount(): Promise<void> {
  try {
    setUnreadCount((await fetchNotifications({ limit: 1 }, { showToast: false })).unread);
  } catch {
    return;
  }
}
