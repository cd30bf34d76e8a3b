import { Type } from 'typebox';
import { PageNumber } from '../../http/pagination.js';
import { LanguageQuery, Nullable, Slug } from '../../http/params.js';

/** Row ids are bigints; anything beyond a safe JSON integer cannot name one. */
export const RowId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Comment and notification pages: 20 by default, at most 50. */
export const SocialPageLimit = Type.Integer({ minimum: 1, maximum: 50, default: 20 });

export const CommentAuthor = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  avatar_initial: Type.String(),
});

export const Comment = Type.Object({
  id: Type.Integer(),
  game_slug: Type.String(),
  parent_id: Nullable(Type.Integer()),
  reply_to: Nullable(Type.Object({ comment_id: Type.Integer(), user_name: Type.String() })),
  content: Type.String(),
  author: CommentAuthor,
  like_count: Type.Integer(),
  reply_count: Type.Integer(),
  liked: Type.Boolean(),
  is_mine: Type.Boolean(),
  created_at: Type.String(),
});

export const CreateCommentBody = Type.Object({
  slug: Slug,
  // No maxLength here: every length failure answers with the comment length code, and the body limit caps size.
  content: Type.String(),
  parent_id: Type.Optional(RowId),
});

export const CommentListQuery = Type.Object({
  language: LanguageQuery,
  slug: Slug,
  page: PageNumber,
  limit: SocialPageLimit,
  sort: Type.Enum(['newest', 'top'], { default: 'newest' }),
});

export const ReplyListQuery = Type.Object({
  language: LanguageQuery,
  comment_id: RowId,
  page: PageNumber,
  limit: SocialPageLimit,
});

export const CommentIdBody = Type.Object({ comment_id: RowId });

export const CommentLikeBody = Type.Object({ comment_id: RowId, like: Type.Boolean() });

export const CommentLikeResult = Type.Object({
  comment_id: Type.Integer(),
  liked: Type.Boolean(),
  like_count: Type.Integer(),
});

export const CommentDeleted = Type.Object({ comment_id: Type.Integer(), deleted: Type.Boolean() });
