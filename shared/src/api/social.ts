import type {
  Comment,
  CommentDeleted,
  CommentLikeResult,
  CommentPage,
  CommentSort,
  CreateCommentRequest,
  FeedbackReceipt,
  FeedbackRequest,
  NotificationPage,
  NotificationStatusRequest,
  NotificationStatusResult,
} from '../types/social';
import type { ToastOption } from './account';
import { apiRequest } from './client';

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

/** `showToast: false` for background refreshes (the unread badge), whose failures the user did not ask about. */
export function fetchNotifications(
  request: { page?: number; limit?: number } = {},
  options: { showToast?: boolean } = {},
): Promise<NotificationPage> {
  return apiRequest<NotificationPage>('/user/n', { query: { ...request }, ...options });
}

export function markNotificationsRead(request: NotificationStatusRequest): Promise<NotificationStatusResult> {
  return apiRequest<NotificationStatusResult>('/user/n/status', { method: 'POST', body: request });
}

/** `showToast: false` when the form shows the failure itself (it keeps the text for another try). */
export function sendFeedback(
  request: FeedbackRequest,
  options: { showToast?: boolean } = {},
): Promise<FeedbackReceipt> {
  return apiRequest<FeedbackReceipt>('/user/feedback', { method: 'POST', body: request, ...options });
}
