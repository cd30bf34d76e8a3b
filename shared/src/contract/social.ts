/** Social contract: comments on games, notifications and feedback. */
import { Type } from 'typebox';
import { FEEDBACK_PROBLEMS } from '../types/social';
import { LanguageQuery, Nullable, PageNumber, pageOf, RowId, Slug } from './common';

/** Comment and notification pages: 20 by default, at most 50. */
const SocialPageLimit = Type.Integer({ minimum: 1, maximum: 50, default: 20 });

export const CommentAuthor = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  avatar_initial: Type.String({
    description: 'The first character of the name, upper-cased, for a letter avatar ("?" for an empty name).',
  }),
});

export const Comment = Type.Object({
  id: Type.Integer(),
  game_slug: Type.String(),
  parent_id: Nullable(Type.Integer(), {
    description: 'The top-level comment this reply belongs to; null for a top-level comment.',
  }),
  reply_to: Nullable(Type.Object({ comment_id: Type.Integer(), user_name: Type.String() }), {
    description: 'When this reply answered another reply: that reply and its author\'s name (for "@name").',
  }),
  content: Type.String({ description: 'Plain text; render it as text, never as HTML.' }),
  author: CommentAuthor,
  like_count: Type.Integer(),
  reply_count: Type.Integer(),
  liked: Type.Boolean({ description: 'Whether the viewer (the bearer of the token sent, if any) likes it.' }),
  is_mine: Type.Boolean({ description: 'Whether the viewer wrote it (and so may delete it).' }),
  created_at: Type.String(),
});

export const CommentPage = pageOf(Comment);

const COMMENT_SORTS = ['newest', 'top'] as const;
export const CommentSort = Type.Enum(COMMENT_SORTS);

export const CommentListQuery = Type.Object({
  language: LanguageQuery,
  slug: Slug,
  page: PageNumber,
  limit: SocialPageLimit,
  sort: Type.Enum(COMMENT_SORTS, { default: 'newest' }),
});

export const ReplyListQuery = Type.Object({
  language: LanguageQuery,
  comment_id: RowId,
  page: PageNumber,
  limit: SocialPageLimit,
});

export const CreateCommentBody = Type.Object({
  slug: Slug,
  // No maxLength here: every length failure answers with the comment length code, and the body limit caps size.
  content: Type.String(),
  // A comment to reply to; replying to a reply files the answer under that reply's top-level comment.
  parent_id: Type.Optional(RowId),
});

export const CommentIdBody = Type.Object({ comment_id: RowId });
export const CommentLikeBody = Type.Object({ comment_id: RowId, like: Type.Boolean() });

export const CommentLikeResult = Type.Object({
  comment_id: Type.Integer(),
  liked: Type.Boolean(),
  like_count: Type.Integer(),
});

export const CommentDeleted = Type.Object({ comment_id: Type.Integer(), deleted: Type.Boolean() });

export const NotificationKind = Type.Enum(['comment_reply', 'comment_like', 'upload_review']);

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: NotificationKind,
  read: Type.Boolean(),
  created_at: Type.String(),
  actor: Nullable(CommentAuthor, { description: 'Who replied or liked; null for upload reviews.' }),
  game: Nullable(Type.Object({ slug: Type.String(), title: Type.String() }), {
    description: 'The game the comment is on, titled in the requested language.',
  }),
  comment: Nullable(Type.Object({ id: Type.Integer(), parent_id: Nullable(Type.Integer()), excerpt: Type.String() }), {
    description: 'comment_reply: the reply; comment_like: your liked comment. `excerpt` is plain text.',
  }),
  upload: Nullable(
    Type.Object({
      upload_id: Type.String(),
      game_title: Type.String(),
      status: Type.String(),
      reason: Nullable(Type.String()),
    }),
  ),
});

export const NotificationPage = pageOf(Notification, { unread: Type.Integer() });

export const NotificationListQuery = Type.Object({ language: LanguageQuery, page: PageNumber, limit: SocialPageLimit });

/** Mark one notification read (`id`) or all of them (`all: true`); the service checks that exactly one is given. */
export const NotificationStatusBody = Type.Object({ id: Type.Optional(RowId), all: Type.Optional(Type.Boolean()) });

export const NotificationStatusResult = Type.Object({ updated: Type.Integer(), unread: Type.Integer() });

export const FeedbackCategory = Type.Enum(['game', 'contact', 'other']);

export const FeedbackBody = Type.Object({
  // No length bounds here: every length failure answers with the spec's message and code 40041.
  message: Type.String(),
  slug: Type.Optional(Slug),
  category: Type.Optional(FeedbackCategory),
  problem: Type.Optional(Type.Enum([...FEEDBACK_PROBLEMS])),
});

export const FeedbackReceipt = Type.Object({ id: Type.Integer(), created_at: Type.String() });
