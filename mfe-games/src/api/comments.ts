import { apiRequest, pagedQuery, type ToastOption } from '@portal/shared';
import type {
  Comment,
  CommentDeleted,
  CommentLikeResult,
  CommentPage,
  CommentSort,
  CreateCommentRequest,
} from '@portal/shared';

export interface CommentListRequest {
  slug: string;
  page?: number;
  limit?: number;
  sort?: CommentSort;
}

/** Top-level comments of a game; sends the token when logged in so `liked` and `is_mine` reflect the viewer. */
export function fetchComments(request: CommentListRequest, options: ToastOption = {}): Promise<CommentPage> {
  return apiRequest<CommentPage>('/g/comment/list', { ...options, query: { ...request } });
}

/** Replies of one top-level comment, oldest first. */
export function fetchCommentReplies(
  request: { comment_id: number; page?: number; limit?: number },
  options: ToastOption = {},
): Promise<CommentPage> {
  return apiRequest<CommentPage>('/g/comment/replies', { ...options, query: { ...request } });
}

export function createComment(request: CreateCommentRequest, options: ToastOption = {}): Promise<Comment> {
  return apiRequest<Comment>('/user/g/comment/create', { ...options, method: 'POST', body: request });
}

export function deleteComment(commentId: number, options: ToastOption = {}): Promise<CommentDeleted> {
  return apiRequest('/user/g/comment/delete', { ...options, method: 'POST', body: { comment_id: commentId } });
}

/** Likes (true) or unlikes (false) a comment; repeating either changes nothing. */
export function setCommentLike(
  commentId: number,
  like: boolean,
  options: ToastOption = {},
): Promise<CommentLikeResult> {
  return apiRequest<CommentLikeResult>('/user/g/comment/interactive', {
    ...options,
    method: 'POST',
    body: { comment_id: commentId, like },
  });
}

export const COMMENTS_PER_PAGE = 10;

/** A game's comment list as `viewer` ('guest' or a user id) sees it, newest first: its query key and page loader. */
export function commentsOf(slug: string, viewer: string) {
  return {
    key: ['games', 'comments', slug, viewer],
    load: (page: number) =>
      fetchComments({ slug, page, limit: COMMENTS_PER_PAGE, sort: 'newest' }, { showToast: false }),
  };
}

/** The list a guest sees, as useCommentPages asks for it (the server prefetches its first page with the game). */
export function guestCommentsQuery(slug: string) {
  const { key, load } = commentsOf(slug, 'guest');
  return pagedQuery(key, load);
}
