import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  SOCIAL_ERROR_CODES,
  isNotFound,
  showToast,
  type FeedbackRequest,
} from '@portal/shared';
import { sendFeedback } from '../api/messages';
import { NAMESPACE } from '../i18n';
import { feedbackLength, isFeedbackLengthValid } from './feedbackRules';
import './contact.css';

interface Props {
  /** Everything the request carries besides the message (category, game, problem type). */
  request: Omit<FeedbackRequest, 'message'>;
  label: string;
  /** Called after the server stored it (the success toast is already showing). */
  onSent: () => void;
  /** Fields above the message (the game feedback box's problem types). */
  children?: ReactNode;
}

/** What the user is told when sending failed; the text stays in the field for another try. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === SOCIAL_ERROR_CODES.feedbackLength) return 'feedback.errors.length';
    if (error.code === 429 || error.status === 429) return 'feedback.errors.tooMany';
    if (isNotFound(error)) return 'feedback.errors.gameGone';
  }
  return 'feedback.errors.failed';
}

/**
 * A feedback message (5–500 characters, product §5) with a live counter. Out-of-range text is refused here with
 * the spec's message and nothing is sent; a failed send keeps the text.
 */
export function FeedbackForm({ request, label, onSent, children }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const length = feedbackLength(message);
  const limits = { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isFeedbackLengthValid(message)) {
      setError(t('feedback.errors.length', limits));
      field.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    sendFeedback({ ...request, message }, { showToast: false }).then(
      () => {
        showToast({ type: 'success', message: t('feedback.sent') });
        onSent();
      },
      (failure: unknown) => {
        setSending(false);
        setError(t(failureKey(failure), limits));
      },
    );
  };

  return (
    <form className="acc-feedback" onSubmit={submit} noValidate aria-busy={sending}>
      {children}
      <label htmlFor={fieldId} className="acc-feedback__label">
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className="input acc-feedback__message"
        rows={5}
        dir="auto"
        value={message}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error && isFeedbackLengthValid(event.target.value)) setError(null);
        }}
      />
      <p
        id={counterId}
        className={`acc-feedback__counter${length > FEEDBACK_MAX_LENGTH ? ' acc-feedback__counter--over' : ''}`}
        aria-live="polite"
        data-testid="feedback-counter"
      >
        {t('feedback.counter', { current: length, max: FEEDBACK_MAX_LENGTH })}
      </p>
      {error && (
        <p id={errorId} className="acc-feedback__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
