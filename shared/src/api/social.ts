import type {
  Comment, CommentLikeResult, CommentPage, CommentSort, CreateCommentRequest, FeedbackReceipt, FeedbackRequest,
  NotificationPage, NotificationStatusRequest, NotificationStatusResult,
} from '../types/social';
import { apiRequest } from './client';

export interface CommentListRequest {
  slug: string;
  page?: number;
  limit?: number;
  sort?: CommentSort;
}

/** Top-level comments of a game; sends the token when logged in so `liked` and `is_mine` reflect the viewer. */
export function fetchComments(request: CommentListRequest): Promise<CommentPage> {
  return apiRequest<CommentPage>('/g/comment/list', { query: { ...request } });
}

/** Replies of one top-level comment, oldest first. */
export function fetchCommentReplies(request: { comment_id: number; page?: number; limit?: number }): Promise<CommentPage> {
  return apiRequest<CommentPage>('/g/comment/replies', { query: { ...request } });
}

export function createComment(request: CreateCommentRequest): Promise<Comment> {
  return apiRequest<Comment>('/user/g/comment/create', { method: 'POST', body: request });
}

export function deleteComment(commentId: number): Promise<{ comment_id: number; deleted: boolean }> {
  return apiRequest('/user/g/comment/delete', { method: 'POST', body: { comment_id: commentId } });
}

/** Likes (true) or unlikes (false) a comment; repeating either changes nothing. */
export function setCommentLike(commentId: number, like: boolean): Promise<CommentLikeResult> {
  return apiRequest<CommentLikeResult>('/user/g/comment/interactive', { method: 'POST', body: { comment_id: commentId, like } });
}

export function fetchNotifications(request: { page?: number; limit?: number } = {}): Promise<NotificationPage> {
  return apiRequest<NotificationPage>('/user/n', { query: { ...request } });
}

export function markNotificationsRead(request: NotificationStatusRequest): Promise<NotificationStatusResult> {
  return apiRequest<NotificationStatusResult>('/user/n/status', { method: 'POST', body: request });
}

export function sendFeedback(request: FeedbackRequest): Promise<FeedbackReceipt> {
  return apiRequest<FeedbackReceipt>('/user/feedback', { method: 'POST', body: request });
}
