import { UPLOAD_ERROR_CODES as CODES } from '@portal/shared/types/upload';
import { AppError } from '../../http/envelope.js';

/** Envelope errors of the upload pipeline; codes are the shared contract's (docs/uploads.md, error codes). */
export const UploadErrors = {
  fileNameInvalid: () =>
    new AppError(400, 'file_name must be a plain name ending in .zip, at most 255 characters', CODES.fileNameInvalid),
  contentTypeInvalid: () =>
    new AppError(400, 'Only zip archives are accepted (application/zip)', CODES.contentTypeInvalid),
  fileTooLarge: (max: number) =>
    new AppError(413, `The archive is larger than the limit of ${max} bytes`, CODES.fileTooLarge),
  sizeMismatch: () => new AppError(400, 'The bytes sent do not match the declared file_size', CODES.sizeMismatch),
  urlInvalid: () => new AppError(403, 'Upload URL signature is invalid', CODES.urlInvalid),
  urlExpired: () => new AppError(403, 'Upload URL has expired; request a new one', CODES.urlExpired),
  urlUsed: () => new AppError(409, 'Upload URL was already used', CODES.urlUsed),
  notFound: () => new AppError(404, 'Upload not found', CODES.uploadNotFound),
  notUploaded: () => new AppError(409, 'No archive has been uploaded for this file_id yet', CODES.notUploaded),
  validating: () => new AppError(409, 'The archive is being checked; try again shortly', CODES.validating),
  notSubmittable: () =>
    new AppError(409, 'Only a confirmed archive without problems can be submitted', CODES.notSubmittable),
  gameNotFound: () => new AppError(404, 'Game not found among your uploads', CODES.gameNotFound),
  reviewPending: () => new AppError(409, 'Another version of this game is waiting for review', CODES.reviewPending),
  unknownCategory: (slug: string) => new AppError(400, `Unknown category: ${slug}`, CODES.unknownCategory),
  unknownTag: (slug: string) => new AppError(400, `Unknown tag: ${slug}`, CODES.unknownTag),
  thumbnailInvalid: (why: string) => new AppError(400, `Thumbnail is invalid: ${why}`, CODES.thumbnailInvalid),
  textInvalid: (field: string, why: string) => new AppError(400, `${field} ${why}`, CODES.textInvalid),
  reasonInvalid: (max: number) =>
    new AppError(400, `A rejection needs a reason of 1 to ${max} characters`, CODES.reasonInvalid),
  notModerator: () => new AppError(403, 'Only moderators may review uploads', CODES.notModerator),
  tooManyPending: (max: number) =>
    new AppError(
      409,
      `You have ${max} uploads not yet submitted; submit or wait for one to expire before starting another`,
      CODES.tooManyPending,
    ),
  storageFull: (max: number) =>
    new AppError(
      413,
      `Your uploads not yet reviewed would hold more than ${max} bytes; wait for a review or for one to expire first`,
      CODES.storageFull,
    ),
  tooManyInReview: (max: number) =>
    new AppError(
      409,
      `You have ${max} games waiting for review; wait for a review before submitting another`,
      CODES.tooManyInReview,
    ),
  uploadsPaused: () =>
    new AppError(503, 'Uploads are paused while the server is low on disk space; try again later', CODES.uploadsPaused),
  notPendingReview: () => new AppError(409, 'This upload is not waiting for review', CODES.notPendingReview),
};
