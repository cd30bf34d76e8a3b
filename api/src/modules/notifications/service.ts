import {
  SOCIAL_ERROR_CODES as CODES,
  type Notification,
  type NotificationPage,
  type NotificationStatusResult,
} from '@portal/shared/types/social';
import type { Queryable } from '../../db/db.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { Language } from '../../i18n/languages.js';
import { toAuthor } from '../comments/author.js';

const notificationNotFound = () => notFound('Notification not found', CODES.notificationNotFound);

/** Characters of the comment shown in a notification. */
const EXCERPT_LENGTH = 140;

/** Tells the authors of the comments a reply answers (never the replier) that it arrived. */
export async function notifyCommentReply(
  db: Queryable,
  reply: { id: number; authorId: string; recipientIds: string[] },
): Promise<void> {
  const recipients = [...new Set(reply.recipientIds)].filter((id) => id !== reply.authorId);
  if (recipients.length === 0) return;
  await db.query(
    `INSERT INTO notifications (user_id, kind, actor_id, comment_id)
     SELECT recipient, 'comment_reply', $2, $3 FROM unnest($1::uuid[]) AS recipient`,
    [recipients, reply.authorId, reply.id],
  );
}

/** Tells a comment's author of a like (not their own); one notification per liker and comment at most. */
export async function notifyCommentLike(
  db: Queryable,
  like: { commentId: number; ownerId: string; likerId: string },
): Promise<void> {
  if (like.ownerId === like.likerId) return;
  await db.query(
    `INSERT INTO notifications (user_id, kind, actor_id, comment_id) VALUES ($1, 'comment_like', $2, $3)
     ON CONFLICT (comment_id, actor_id) WHERE kind = 'comment_like' DO NOTHING`,
    [like.ownerId, like.likerId, like.commentId],
  );
}

/** An undone like takes its notification with it, so toggling leaves nothing behind. */
export async function withdrawCommentLike(db: Queryable, like: { commentId: number; likerId: string }): Promise<void> {
  await db.query(`DELETE FROM notifications WHERE kind = 'comment_like' AND comment_id = $1 AND actor_id = $2`, [
    like.commentId,
    like.likerId,
  ]);
}

/** Notifications about comments that are no longer shown (deleted, or in a deleted thread) would lead nowhere. */
export async function withdrawCommentNotifications(db: Queryable, commentIds: number[]): Promise<void> {
  await db.query('DELETE FROM notifications WHERE comment_id = ANY($1::bigint[])', [commentIds]);
}

export interface UploadReview {
  uploadId: string | number;
  gameTitle: string;
  /** The upload's new review status, e.g. approved or rejected. */
  status: string;
  reason?: string;
}

/** Tells an uploader that their upload's review status changed; returns the notification's id. */
export async function notifyUploadReview(db: Queryable, userId: string, review: UploadReview): Promise<number> {
  const payload = {
    upload_id: String(review.uploadId),
    game_title: review.gameTitle,
    status: review.status,
    reason: review.reason ?? null,
  };
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO notifications (user_id, kind, payload) VALUES ($1, 'upload_review', $2::jsonb) RETURNING id`,
    [userId, JSON.stringify(payload)],
  );
  return Number(row!.id);
}

interface NotificationRow {
  id: number;
  kind: Notification['kind'];
  read: boolean;
  created_at: Date | string;
  payload: Record<string, unknown>;
  actor_id: string | null;
  actor_name: string | null;
  comment_id: number | null;
  comment_parent_id: number | null;
  comment_body: string | null;
  game_slug: string | null;
  game_title: string | null;
}

const excerpt = (body: string) => {
  const chars = [...body];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : body;
};

function toNotification(row: NotificationRow): Notification {
  const upload = row.kind === 'upload_review' ? row.payload : null;
  return {
    id: Number(row.id),
    kind: row.kind,
    read: row.read,
    created_at: new Date(row.created_at).toISOString(),
    actor: row.actor_id ? toAuthor(row.actor_id, row.actor_name ?? '') : null,
    game: row.game_slug ? { slug: row.game_slug, title: row.game_title ?? row.game_slug } : null,
    comment:
      row.comment_id === null
        ? null
        : {
            id: Number(row.comment_id),
            parent_id: row.comment_parent_id === null ? null : Number(row.comment_parent_id),
            excerpt: excerpt(row.comment_body ?? ''),
          },
    upload: upload
      ? {
          upload_id: String(upload.upload_id ?? ''),
          game_title: String(upload.game_title ?? ''),
          status: String(upload.status ?? ''),
          reason: typeof upload.reason === 'string' ? upload.reason : null,
        }
      : null,
  };
}

/** One page of a user's notifications, newest first, with their unread count; game titles in `language`. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  options: { page: number; limit: number; language: Language },
): Promise<NotificationPage> {
  const rows = await db.query<NotificationRow>(
    `SELECT n.id, n.kind, n.read_at IS NOT NULL AS read, n.created_at, n.payload,
            a.id AS actor_id, a.name AS actor_name,
            c.id AS comment_id, c.parent_id AS comment_parent_id, c.body AS comment_body,
            g.slug AS game_slug, COALESCE(l.title, e.title) AS game_title
       FROM notifications n
       LEFT JOIN users a ON a.id = n.actor_id
       LEFT JOIN comments c ON c.id = n.comment_id
       LEFT JOIN games g ON g.id = c.game_id
       LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $2
       LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'
      WHERE n.user_id = $1
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT $3 OFFSET $4`,
    [userId, options.language, options.limit, offsetOf(options.page, options.limit)],
  );
  const [counts] = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
       FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return {
    ...toPage(rows.map(toNotification), counts?.total ?? 0, options.page, options.limit),
    unread: counts?.unread ?? 0,
  };
}

async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read (`id`) or all of them (`all`). Another user's notification is
 * answered exactly like a missing one (404) and never touched.
 */
export async function markRead(
  db: Queryable,
  userId: string,
  target: { id?: number; all?: boolean },
): Promise<NotificationStatusResult> {
  if ((target.id === undefined) === (target.all !== true)) {
    throw badRequest('Give either id (one notification) or all: true', CODES.notificationStatusTarget);
  }
  let updated: number;
  if (target.id !== undefined) {
    const rows = await db.query(
      'UPDATE notifications SET read_at = now() WHERE id = $1 AND user_id = $2 AND read_at IS NULL RETURNING 1',
      [target.id, userId],
    );
    if (
      rows.length === 0 &&
      (await db.query('SELECT 1 FROM notifications WHERE id = $1 AND user_id = $2', [target.id, userId])).length === 0
    ) {
      throw notificationNotFound();
    }
    updated = rows.length;
  } else {
    const rows = await db.query(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING 1',
      [userId],
    );
    updated = rows.length;
  }
  return { updated, unread: await unreadCount(db, userId) };
}
