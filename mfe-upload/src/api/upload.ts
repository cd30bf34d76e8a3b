// The upload remote's own calls: its team changes them with a release of this remote, no shell deploy.
import {
  apiRequest,
  getRuntimeConfig,
  type ModerationPage,
  type PreSignRequest,
  type PreSignResult,
  type RejectUploadRequest,
  type RequestOptions,
  type SubmitUploadRequest,
  type UploadItem,
  type UploadPage,
  type UploadReport,
} from '@portal/shared';

/** The upload flow shows its failures beside the step that failed, so it may turn the error toast off. */
export type UploadCallOptions = Pick<RequestOptions, 'showToast'>;

/** Step 1: announce the archive; the answer says where to PUT its bytes (see uploadTargetUrl) and until when. */
export function preSignUpload(request: PreSignRequest, options: UploadCallOptions = {}): Promise<PreSignResult> {
  return apiRequest<PreSignResult>('/user/upload/preSign', { method: 'POST', body: request, ...options });
}

/**
 * The absolute URL to PUT the archive to. The API's own signed URL comes as a path on the API's origin; an S3
 * pre-signed URL is already absolute. The PUT itself (XHR, for progress) is the caller's: send `result.headers`
 * and the file as the body, with no Authorization header (the URL carries its own signature).
 */
export function uploadTargetUrl(
  result: Pick<PreSignResult, 'upload_url'>,
  pageHref = typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
): string {
  return new URL(result.upload_url, new URL(getRuntimeConfig().apiBase, pageHref)).href;
}

/** Step 2: inspect the uploaded archive; the report lists every problem (code, path, params) to translate. */
export function confirmUpload(fileId: string, options: UploadCallOptions = {}): Promise<UploadReport> {
  return apiRequest<UploadReport>('/user/upload/confirm', { method: 'POST', body: { file_id: fileId }, ...options });
}

/** Step 3: describe the game and send it to review. */
export function submitUpload(request: SubmitUploadRequest, options: UploadCallOptions = {}): Promise<UploadItem> {
  return apiRequest<UploadItem>('/user/upload/submit', { method: 'POST', body: request, ...options });
}

/** The signed-in user's uploads, newest first, with their statuses. */
export function fetchMyUploads(request: { page?: number; limit?: number } = {}): Promise<UploadPage> {
  return apiRequest<UploadPage>('/user/upload/mine', { query: { ...request } });
}

export function fetchUpload(fileId: string): Promise<UploadItem> {
  return apiRequest<UploadItem>('/user/upload/detail', { query: { file_id: fileId } });
}

/**
 * A fresh signed URL of an unreviewed build (the uploader's own, or one waiting for review for a moderator): the
 * URL a page holds runs out after a few minutes. Failures are shown beside the preview, not as a toast.
 */
export function fetchPreviewUrl(fileId: string): Promise<{ preview_url: string | null }> {
  return apiRequest<{ preview_url: string | null }>('/user/upload/preview', {
    query: { file_id: fileId },
    showToast: false,
  });
}

/** Whether the signed-in user may moderate (to show the queue). */
export function fetchModerationAccess(): Promise<{ moderator: boolean }> {
  return apiRequest<{ moderator: boolean }>('/user/moderation/access');
}

/** Uploads waiting for review, oldest first (moderators only; others get 403 code 40360). */
export function fetchModerationQueue(request: { page?: number; limit?: number } = {}): Promise<ModerationPage> {
  return apiRequest<ModerationPage>('/user/moderation/uploads', { query: { ...request } });
}

export function approveUpload(fileId: string): Promise<UploadItem> {
  return apiRequest<UploadItem>('/user/moderation/approve', { method: 'POST', body: { file_id: fileId } });
}

export function rejectUpload(request: RejectUploadRequest): Promise<UploadItem> {
  return apiRequest<UploadItem>('/user/moderation/reject', { method: 'POST', body: request });
}
