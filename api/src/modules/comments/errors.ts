import { AppError, badRequest, notFound } from '../../http/envelope.js';

/** Comment text length in characters after trimming (the front end's copy is in @portal/shared). */
export const COMMENT_MIN_LENGTH = 1;
export const COMMENT_MAX_LENGTH = 1000;

/** Stable codes of comment failures (mirrored for the front end in @portal/shared's SOCIAL_ERROR_CODES). */
export const COMMENT_ERROR_CODES = {
  length: 40021,
  tooManyLinks: 40022,
  notYours: 40321,
  notFound: 40421,
  duplicate: 40921,
} as const;

export const commentLengthError = () =>
  badRequest(
    `Comment must be between ${COMMENT_MIN_LENGTH} and ${COMMENT_MAX_LENGTH} characters`,
    COMMENT_ERROR_CODES.length,
  );
export const tooManyLinks = (max: number) =>
  badRequest(
    max === 0 ? 'Comments may not contain links' : `A comment may contain at most ${max} links`,
    COMMENT_ERROR_CODES.tooManyLinks,
  );
export const commentNotFound = () => notFound('Comment not found', COMMENT_ERROR_CODES.notFound);
export const commentNotYours = () =>
  new AppError(403, 'You can only delete your own comments', COMMENT_ERROR_CODES.notYours);
export const duplicateComment = () =>
  new AppError(409, 'You have just posted the same comment on this game', COMMENT_ERROR_CODES.duplicate);
