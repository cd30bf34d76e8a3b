import {
  ApiError,
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  UPLOAD_ERROR_CODES as CODES,
  UPLOAD_INSTRUCTIONS_MAX_LENGTH,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_MIN_LENGTH,
} from '@portal/shared';
import type { Field } from './formRules';
import { type FlowMessage, quotaMessage } from './uploadErrors';

export interface SubmitFailure {
  /** The field the refusal concerns, or null for the form as a whole. */
  field: Field | null;
  message: FlowMessage;
}

/** 40056 names its field first in the message ("title must be 2 to 80 characters"). */
function textFailure(message: string): SubmitFailure {
  const field = message.split(' ')[0];
  switch (field) {
    case 'title':
      return {
        field: 'title',
        message: {
          key: 'flow.form.errors.titleLength',
          params: { min: UPLOAD_TITLE_MIN_LENGTH, max: UPLOAD_TITLE_MAX_LENGTH },
        },
      };
    case 'description':
      return {
        field: 'description',
        message: { key: 'flow.form.errors.textRejected', params: { max: UPLOAD_DESCRIPTION_MAX_LENGTH } },
      };
    case 'instructions':
      return {
        field: 'instructions',
        message: { key: 'flow.form.errors.textRejected', params: { max: UPLOAD_INSTRUCTIONS_MAX_LENGTH } },
      };
    case 'text_language':
      return { field: 'textLanguage', message: { key: 'flow.form.errors.languageRejected' } };
    case 'languages':
      return { field: 'languages', message: { key: 'flow.form.errors.languageRejected' } };
    default:
      return { field: null, message: { key: 'flow.errors.unknown' } };
  }
}

/**
 * Where a refused submit is shown: beside the field it concerns when there is one, else above the button. Sizes in
 * the message are written by `formatSize`.
 */
export function describeSubmitFailure(error: unknown, formatSize: (bytes: number) => string): SubmitFailure {
  if (!(error instanceof ApiError) || error.code === 0) return { field: null, message: { key: 'flow.errors.network' } };
  const quota = quotaMessage(error, formatSize);
  if (quota) return { field: null, message: quota };
  switch (error.code) {
    case CODES.unknownCategory:
      return { field: 'category', message: { key: 'flow.form.errors.categoryRejected' } };
    case CODES.unknownTag:
      return { field: 'tags', message: { key: 'flow.form.errors.tagRejected' } };
    case CODES.thumbnailInvalid:
      return { field: 'thumbnail', message: { key: 'flow.form.errors.thumbnailRejected' } };
    case CODES.textInvalid:
      return textFailure(error.message);
    case CODES.notSubmittable:
      return { field: null, message: { key: 'flow.form.errors.notSubmittable' } };
    case CODES.uploadNotFound:
      return { field: null, message: { key: 'flow.errors.notFound' } };
    case 401:
      return { field: null, message: { key: 'flow.errors.signedOut' } };
    case 429:
      return { field: null, message: { key: 'flow.errors.rateLimited' } };
    default:
      return { field: null, message: { key: 'flow.errors.unknown' } };
  }
}
