import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, SOCIAL_ERROR_CODES as CODES } from '@portal/shared/types/social';
import { AppError, badRequest, notFound } from '../../http/envelope.js';

export const commentLengthError = () =>
  badRequest(`Comment must be between ${COMMENT_MIN_LENGTH} and ${COMMENT_MAX_LENGTH} characters`, CODES.commentLength);
export const tooManyLinks = (max: number) =>
  badRequest(
    max === 0 ? 'Comments may not contain links' : `A comment may contain at most ${max} links`,
    CODES.commentTooManyLinks,
  );
export const commentNotFound = () => notFound('Comment not found', CODES.commentNotFound);
export const commentNotYours = () => new AppError(403, 'You can only delete your own comments', CODES.commentNotYours);
export const duplicateComment = () =>
  new AppError(409, 'You have just posted the same comment on this game', CODES.commentDuplicate);
