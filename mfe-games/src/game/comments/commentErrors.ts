import type { TFunction } from 'i18next';
import { ApiError, SOCIAL_ERROR_CODES } from '@portal/shared';

/** A localised reason for a failed comment call (the API's own message is English). */
export function commentErrorMessage(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.code : 0;
  switch (code) {
    case SOCIAL_ERROR_CODES.commentLength:
      return t('comments.errorLength');
    case SOCIAL_ERROR_CODES.commentTooManyLinks:
      return t('comments.errorLinks');
    case SOCIAL_ERROR_CODES.commentDuplicate:
      return t('comments.errorDuplicate');
    case SOCIAL_ERROR_CODES.commentNotFound:
      return t('comments.errorGone');
    case 429:
      return t('comments.errorRateLimit');
    case 401:
      return t('comments.errorSignIn');
    default:
      return t('comments.errorGeneric');
  }
}
