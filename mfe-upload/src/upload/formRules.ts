import {
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  UPLOAD_INSTRUCTIONS_MAX_LENGTH,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_MIN_LENGTH,
  type GameOrientation,
  type UploadThumbnail,
} from '@portal/shared';
import type { FlowMessage } from './uploadErrors';

export interface SubmitValues {
  title: string;
  description: string;
  instructions: string;
  textLanguage: string;
  category: string;
  tags: string[];
  orientation: GameOrientation;
  thumbnail: UploadThumbnail | null;
  languages: string[];
}

/** The form's fields in page order: the first invalid one gets the focus. */
export const FIELDS = [
  'title',
  'description',
  'instructions',
  'textLanguage',
  'category',
  'tags',
  'orientation',
  'thumbnail',
  'languages',
] as const;
export type Field = (typeof FIELDS)[number];
export type FieldErrors = Partial<Record<Field, FlowMessage>>;

// The API's own cleaning and counting (comments/text.ts): control characters dropped, trimmed, code points.
// C0 controls and DEL but tab and newline: \p{Cc} without its C1 range.
const CONTROL = /[^\P{Cc}\t\n\u0080-\u009F]/gu;
export const cleanText = (raw: string) => raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
/** A title is one line: runs of white space become one space. */
export const cleanTitle = (raw: string) => cleanText(raw.replace(/\s+/g, ' '));
export const charLength = (text: string) => [...text].length;

/** The message of one field's first broken rule, or null when it is fine. */
export function checkField(field: Field, values: SubmitValues): FlowMessage | null {
  switch (field) {
    case 'title': {
      const length = charLength(cleanTitle(values.title));
      if (length === 0) return { key: 'flow.form.errors.titleRequired' };
      if (length < UPLOAD_TITLE_MIN_LENGTH)
        return { key: 'flow.form.errors.titleShort', params: { min: UPLOAD_TITLE_MIN_LENGTH } };
      if (length > UPLOAD_TITLE_MAX_LENGTH)
        return { key: 'flow.form.errors.titleLong', params: { max: UPLOAD_TITLE_MAX_LENGTH, length } };
      return null;
    }
    case 'description': {
      const length = charLength(cleanText(values.description));
      return length > UPLOAD_DESCRIPTION_MAX_LENGTH
        ? { key: 'flow.form.errors.textLong', params: { max: UPLOAD_DESCRIPTION_MAX_LENGTH, length } }
        : null;
    }
    case 'instructions': {
      const length = charLength(cleanText(values.instructions));
      return length > UPLOAD_INSTRUCTIONS_MAX_LENGTH
        ? { key: 'flow.form.errors.textLong', params: { max: UPLOAD_INSTRUCTIONS_MAX_LENGTH, length } }
        : null;
    }
    case 'category':
      return values.category ? null : { key: 'flow.form.errors.categoryRequired' };
    case 'thumbnail':
      return values.thumbnail ? null : { key: 'flow.form.errors.thumbnailRequired' };
    case 'languages':
      return values.languages.length > 0 ? null : { key: 'flow.form.errors.languagesRequired' };
    default:
      // The text language, tags and orientation are chosen from fixed lists, so any choice is valid.
      return null;
  }
}

export function checkAll(values: SubmitValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const error = checkField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
