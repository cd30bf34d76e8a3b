/**
 * Comment, notification and feedback rules and shapes; the shapes are the contract's schemas (contract/social.ts)
 * as the types the remotes render.
 */
import type { Static } from 'typebox';
import type * as C from '../contract/social';

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

export type CommentAuthor = Static<typeof C.CommentAuthor>;
export type Comment = Static<typeof C.Comment>;
export type CommentSort = Static<typeof C.CommentSort>;
export type CommentPage = Static<typeof C.CommentPage>;
export type CreateCommentRequest = Static<typeof C.CreateCommentBody>;
export type CommentLikeResult = Static<typeof C.CommentLikeResult>;
export type CommentDeleted = Static<typeof C.CommentDeleted>;

export type Notification = Static<typeof C.Notification>;
export type NotificationPage = Static<typeof C.NotificationPage>;
/**
 * Mark one notification read (`id`) or all of them (`all: true`). Narrower than the contract's body, where both are
 * optional so that the API can answer a wrong combination with its own code.
 */
export type NotificationStatusRequest = { id: number } | { all: true };
export type NotificationStatusResult = Static<typeof C.NotificationStatusResult>;

export type FeedbackCategory = Static<typeof C.FeedbackCategory>;

/** What is wrong with a game, as the game feedback box offers it. */
export const FEEDBACK_PROBLEMS = ['not_loading', 'crash', 'controls', 'display', 'sound', 'other'] as const;
export type FeedbackProblem = (typeof FEEDBACK_PROBLEMS)[number];

export type FeedbackRequest = Static<typeof C.FeedbackBody>;
export type FeedbackReceipt = Static<typeof C.FeedbackReceipt>;
