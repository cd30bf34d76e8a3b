import { apiRequest } from '@portal/shared';
import type {
  FeedbackReceipt,
  FeedbackRequest,
  NotificationPage,
  NotificationStatusRequest,
  NotificationStatusResult,
} from '@portal/shared';

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
