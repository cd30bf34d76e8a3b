import {
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  type Comment,
  type CommentLikeResult,
  type CommentPage,
  type CommentSort,
} from '@portal/shared/types/social';
import type { Db, Queryable } from '../../db/db.js';
import { offsetOf, toPage } from '../../http/pagination.js';
import {
  notifyCommentLike,
  notifyCommentReply,
  withdrawCommentLike,
  withdrawCommentNotifications,
} from '../notifications/service.js';
import { toAuthor } from './author.js';
import { commentLengthError, commentNotFound, commentNotYours, duplicateComment, tooManyLinks } from './errors.js';
import { publishedGameId } from '../games/published-id.js';
import { charLength, cleanText, countLinks, duplicateKey } from './text.js';

/** Spam controls applied when a comment is posted (the per-user rate limit sits on the route). */
export interface CommentPolicy {
  maxLinks: number;
  duplicateWindowSeconds: number;
}

interface CommentRow {
  id: number;
  game_slug: string;
  parent_id: number | null;
  reply_to_id: number | null;
  reply_to_name: string | null;
  body: string;
  like_count: number;
  reply_count: number;
  created_at: Date | string;
  user_id: string;
  user_name: string;
  liked: boolean;
}

/** Comments with author, game and the viewer's like; $1 is the viewer's user id or NULL. */
const COMMENT_SELECT = `
  SELECT c.id, g.slug AS game_slug, c.parent_id, c.reply_to_id, ru.name AS reply_to_name, c.body,
         c.like_count, c.reply_count, c.created_at, c.user_id, u.name AS user_name,
         ($1::uuid IS NOT NULL AND EXISTS (
           SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.id AND cl.user_id = $1::uuid)) AS liked
    FROM comments c
    JOIN users u ON u.id = c.user_id
    JOIN games g ON g.id = c.game_id
    LEFT JOIN comments r ON r.id = c.reply_to_id
    LEFT JOIN users ru ON ru.id = r.user_id`;

const ORDER: Record<CommentSort, string> = {
  newest: 'c.created_at DESC, c.id DESC',
  top: 'c.like_count DESC, c.created_at DESC, c.id DESC',
};

const optionalId = (value: number | null) => (value === null ? null : Number(value));

function toComment(row: CommentRow, viewerId: string | undefined): Comment {
  return {
    id: Number(row.id),
    game_slug: row.game_slug,
    parent_id: optionalId(row.parent_id),
    reply_to:
      row.reply_to_id === null ? null : { comment_id: Number(row.reply_to_id), user_name: row.reply_to_name ?? '' },
    content: row.body,
    author: toAuthor(row.user_id, row.user_name),
    like_count: Number(row.like_count),
    reply_count: Number(row.reply_count),
    liked: row.liked,
    is_mine: row.user_id === viewerId,
    created_at: new Date(row.created_at).toISOString(),
  };
}

interface VisibleComment {
  id: number;
  game_id: number;
  user_id: string;
  parent_id: number | null;
  /** The author of the thread's top-level comment (the comment's own author when it is top-level). */
  root_user_id: string;
}

/** A comment that readers can see: not deleted, not in a deleted thread, on a published game. */
async function findVisibleComment(db: Queryable, id: number): Promise<VisibleComment> {
  const [row] = await db.query<VisibleComment>(
    `SELECT c.id, c.game_id, c.user_id, c.parent_id, COALESCE(p.user_id, c.user_id) AS root_user_id
       FROM comments c
       JOIN games g ON g.id = c.game_id AND g.status = 'published'
       LEFT JOIN comments p ON p.id = c.parent_id
      WHERE c.id = $1 AND c.deleted_at IS NULL AND (p.id IS NULL OR p.deleted_at IS NULL)`,
    [id],
  );
  if (!row) throw commentNotFound();
  return { ...row, id: Number(row.id), parent_id: optionalId(row.parent_id) };
}

async function readComment(db: Queryable, id: number, viewerId: string | undefined): Promise<Comment> {
  const [row] = await db.query<CommentRow>(`${COMMENT_SELECT} WHERE c.id = $2`, [viewerId ?? null, id]);
  if (!row) throw commentNotFound();
  return toComment(row, viewerId);
}

interface PageOptions {
  page: number;
  limit: number;
  viewerId: string | undefined;
}

/**
 * One page of the visible comments that `where` selects (given the placeholder of `key`, the game or the parent),
 * in `order`, with their total.
 */
async function commentPage(
  db: Queryable,
  where: (key: string) => string,
  key: number,
  order: string,
  { page, limit, viewerId }: PageOptions,
): Promise<CommentPage> {
  const rows = await db.query<CommentRow>(
    `${COMMENT_SELECT} WHERE ${where('$2')} AND c.deleted_at IS NULL ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [viewerId ?? null, key, limit, offsetOf(page, limit)],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM comments c WHERE ${where('$1')} AND c.deleted_at IS NULL`,
    [key],
  );
  return toPage(
    rows.map((row) => toComment(row, viewerId)),
    count?.n ?? 0,
    page,
    limit,
  );
}

/** One page of a game's top-level comments, newest or most liked first. */
export async function listComments(
  db: Queryable,
  options: PageOptions & { slug: string; sort: CommentSort },
): Promise<CommentPage> {
  const gameId = await publishedGameId(db, options.slug);
  const topLevel = (game: string) => `c.game_id = ${game} AND c.parent_id IS NULL`;
  return commentPage(db, topLevel, gameId, ORDER[options.sort], options);
}

/** One page of the replies to a comment, oldest first so a conversation reads top to bottom. */
export async function listReplies(db: Queryable, options: PageOptions & { commentId: number }): Promise<CommentPage> {
  const parent = await findVisibleComment(db, options.commentId);
  return commentPage(db, (id) => `c.parent_id = ${id}`, parent.id, 'c.created_at, c.id', options);
}

/**
 * Posts a comment, or a reply when `parentId` is given. Replies are one level deep: answering a reply files the
 * answer under that reply's top-level comment and records whom it answers (`reply_to`).
 */
export async function createComment(
  db: Db,
  policy: CommentPolicy,
  input: { userId: string; slug: string; content: string; parentId?: number },
): Promise<Comment> {
  const body = cleanText(input.content);
  const length = charLength(body);
  if (length < COMMENT_MIN_LENGTH || length > COMMENT_MAX_LENGTH) throw commentLengthError();
  if (countLinks(body) > policy.maxLinks) throw tooManyLinks(policy.maxLinks);
  const gameId = await publishedGameId(db, input.slug);

  const id = await db.transaction(async (tx) => {
    // One post at a time per user, so two identical posts sent together cannot both pass the duplicate check.
    await tx.query(`SELECT pg_advisory_xact_lock(7274, hashtext($1))`, [`comment:${input.userId}`]);
    let rootId: number | null = null;
    let replyToId: number | null = null;
    let recipients: string[] = [];
    if (input.parentId !== undefined) {
      const target = await findVisibleComment(tx, input.parentId);
      if (target.game_id !== gameId) throw commentNotFound();
      rootId = target.parent_id ?? target.id;
      replyToId = target.parent_id === null ? null : target.id;
      recipients = [target.user_id, target.root_user_id];
    }

    const recent = await tx.query<{ body: string }>(
      `SELECT body FROM comments
        WHERE user_id = $1 AND game_id = $2 AND deleted_at IS NULL AND created_at > now() - make_interval(secs => $3)`,
      [input.userId, gameId, policy.duplicateWindowSeconds],
    );
    const key = duplicateKey(body);
    if (recent.some((row) => duplicateKey(row.body) === key)) throw duplicateComment();

    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO comments (game_id, user_id, parent_id, reply_to_id, body) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [gameId, input.userId, rootId, replyToId, body],
    );
    const commentId = Number(inserted!.id);
    if (rootId !== null) {
      await tx.query('UPDATE comments SET reply_count = reply_count + 1 WHERE id = $1', [rootId]);
      await notifyCommentReply(tx, { id: commentId, authorId: input.userId, recipientIds: recipients });
    }
    return commentId;
  });
  return readComment(db, id, input.userId);
}

/** Deletes the user's own comment (a top-level one takes its replies out of view); anyone else's: 403. */
export async function deleteComment(db: Db, input: { userId: string; commentId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findVisibleComment(tx, input.commentId);
    if (target.user_id !== input.userId) throw commentNotYours();
    // The guard on deleted_at makes a concurrent second delete a 404 rather than a second reply_count decrement.
    const deleted = await tx.query(
      'UPDATE comments SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING 1',
      [target.id],
    );
    if (deleted.length === 0) throw commentNotFound();
    if (target.parent_id !== null) {
      await tx.query('UPDATE comments SET reply_count = greatest(reply_count - 1, 0) WHERE id = $1', [
        target.parent_id,
      ]);
    }
    const hidden = await tx.query<{ id: number }>('SELECT id FROM comments WHERE id = $1 OR parent_id = $1', [
      target.id,
    ]);
    await withdrawCommentNotifications(
      tx,
      hidden.map((row) => Number(row.id)),
    );
  });
}

/** Likes (true) or unlikes (false) a visible comment; repeating either changes nothing; the count never goes below 0. */
export async function setCommentLike(
  db: Db,
  input: { userId: string; commentId: number; like: boolean },
): Promise<CommentLikeResult> {
  return db.transaction(async (tx) => {
    const target = await findVisibleComment(tx, input.commentId);
    if (input.like) {
      const inserted = await tx.query(
        'INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
        [target.id, input.userId],
      );
      if (inserted.length > 0) {
        await tx.query('UPDATE comments SET like_count = like_count + 1 WHERE id = $1', [target.id]);
        await notifyCommentLike(tx, { commentId: target.id, ownerId: target.user_id, likerId: input.userId });
      }
    } else {
      const deleted = await tx.query('DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING 1', [
        target.id,
        input.userId,
      ]);
      if (deleted.length > 0) {
        await tx.query('UPDATE comments SET like_count = greatest(like_count - 1, 0) WHERE id = $1', [target.id]);
        await withdrawCommentLike(tx, { commentId: target.id, likerId: input.userId });
      }
    }
    const [row] = await tx.query<{ like_count: number }>('SELECT like_count FROM comments WHERE id = $1', [target.id]);
    return { comment_id: target.id, liked: input.like, like_count: Number(row!.like_count) };
  });
}
