import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from '@portal/shared';

/** Characters (code points, so an emoji is one) the API will count: line endings unified, controls dropped, trimmed. */
export function feedbackLength(text: string): number {
  // The API strips control characters too; counting them here would disagree with it.
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n\u0080-\u009F]/gu, '')
    .trim();
  return [...cleaned].length;
}

/** Product §5: 5 to 500 characters. */
export function isFeedbackLengthValid(text: string): boolean {
  const length = feedbackLength(text);
  return length >= FEEDBACK_MIN_LENGTH && length <= FEEDBACK_MAX_LENGTH;
}
