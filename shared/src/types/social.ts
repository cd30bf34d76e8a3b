/** Comment, notification and feedback shapes shared by the API's responses and the remotes that render them. */
import type { Page } from './catalogue';

/** Comment text limits, counted in characters (code points) after trimming. */
export const COMMENT_MIN_LENGTH = 1;
export const COMMENT_MAX_LENGTH = 1000;
/** Feedback text limits (product §5, §9), counted in characters (code points) after trimming. */
export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 500;

/**
 * Stable `code`s of social failures, for mapping to localised messages (the envelope's message is English).
 * 40401 (game not found) and 429 (rate limited) come from shared handling.
 */
export const SOCIAL_ERROR_CODES = {
  commentLength: 40021,
  commentTooManyLinks: 40022,
  commentNotYours: 40321,
  commentNotFound: 40421,
  commentDuplicate: 40921,
  notificationStatusTarget: 40031,
  notificationNotFound: 40431,
  feedbackLength: 40041,
  feedbackProblemWithoutGame: 40042,
} as const;

export interface CommentAuthor {
  user_id: string;
  name: string;
  /** The first character of the name, upper-cased, for a letter avatar ("?" for an empty name). */
  avatar_initial: string;
}

export interface Comment {
  id: number;
  game_slug: string;
  /** The top-level comment this reply belongs to; null for a top-level comment. */
  parent_id: number | null;
  /** When this reply answered another reply: that reply and its author's name (for "@name"). */
  reply_to: { comment_id: number; user_name: string } | null;
  /** Plain text; render it as text, never as HTML. */
  content: string;
  author: CommentAuthor;
  like_count: number;
  reply_count: number;
  /** Whether the viewer (the bearer of the token sent, if any) likes it. */
  liked: boolean;
  /** Whether the viewer wrote it (and so may delete it). */
  is_mine: boolean;
  created_at: string;
}

export type CommentSort = 'newest' | 'top';

export type CommentPage = Page<Comment>;

export interface CreateCommentRequest {
  slug: string;
  content: string;
  /** A comment to reply to; replying to a reply files the answer under that reply's top-level comment. */
  parent_id?: number;
}

export interface CommentLikeResult {
  comment_id: number;
  liked: boolean;
  like_count: number;
}

export type NotificationKind = 'comment_reply' | 'comment_like' | 'upload_review';

export interface Notification {
  id: number;
  kind: NotificationKind;
  read: boolean;
  created_at: string;
  /** Who replied or liked; null for upload reviews. */
  actor: CommentAuthor | null;
  /** The game the comment is on, titled in the requested language. */
  game: { slug: string; title: string } | null;
  /** comment_reply: the reply; comment_like: your liked comment. `excerpt` is plain text. */
  comment: { id: number; parent_id: number | null; excerpt: string } | null;
  upload: { upload_id: string; game_title: string; status: string; reason: string | null } | null;
}

export type NotificationPage = Page<Notification> & { unread: number };

/** Mark one notification read (`id`) or all of them (`all: true`). */
export type NotificationStatusRequest = { id: number } | { all: true };

export interface NotificationStatusResult {
  updated: number;
  unread: number;
}

export type FeedbackCategory = 'game' | 'contact' | 'other';

/** What is wrong with a game, as the game feedback box offers it. */
export const FEEDBACK_PROBLEMS = ['not_loading', 'crash', 'controls', 'display', 'sound', 'other'] as const;
export type FeedbackProblem = (typeof FEEDBACK_PROBLEMS)[number];

export interface FeedbackRequest {
  message: string;
  /** The game the feedback is about. */
  slug?: string;
  /** Defaults to "game" when a slug is given, else "other". */
  category?: FeedbackCategory;
  /** Only with feedback about a game (a slug, category "game"). */
  problem?: FeedbackProblem;
}

export interface FeedbackReceipt {
  id: number;
  created_at: string;
}
