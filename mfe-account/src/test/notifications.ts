import type { Notification } from '@portal/shared';

/** Notifications as the API answers them, for the notification tests. */
export const reply: Notification = {
  id: 7,
  kind: 'comment_reply',
  read: false,
  created_at: '2026-03-01T09:30:00.000Z',
  actor: { user_id: 'u-2', name: 'Bob', avatar_initial: 'B' },
  game: { slug: 'snake', title: 'Snake' },
  comment: { id: 12, parent_id: 10, excerpt: 'Nice take!' },
  upload: null,
};

export const like: Notification = {
  ...reply,
  id: 6,
  kind: 'comment_like',
  read: true,
  actor: { user_id: 'u-3', name: 'Cleo', avatar_initial: 'C' },
  comment: { id: 10, parent_id: null, excerpt: 'My take' },
};

export const review: Notification = {
  id: 5,
  kind: 'upload_review',
  read: false,
  created_at: '2026-02-01T09:30:00.000Z',
  actor: null,
  game: null,
  comment: null,
  upload: { upload_id: 'u-18', game_title: 'Tiny Golf', status: 'rejected', reason: 'Broken build' },
};

export const inbox = (items: Notification[], extra: { unread?: number; has_more?: boolean; page?: number } = {}) => ({
  items,
  page: extra.page ?? 1,
  limit: 20,
  total: items.length,
  has_more: extra.has_more ?? false,
  unread: extra.unread ?? items.filter((n) => !n.read).length,
});
