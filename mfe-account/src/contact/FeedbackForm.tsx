import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  SOCIAL_ERROR_CODES,
  isNotFound,
  showToast,
  useApiMutation,
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
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const limits = { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH };
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<{ message: string }>({ defaultValues: { message: '' }, reValidateMode: 'onChange' });
  const length = feedbackLength(watch('message'));

  const send = useApiMutation({
    mutationFn: (message: string) => sendFeedback({ ...request, message }, { showToast: false }),
    onSuccess: () => {
      showToast({ type: 'success', message: t('feedback.sent') });
      onSent();
    },
    onError: (failure) => setError('message', { type: 'server', message: failureKey(failure) }),
  });
  // Sent: the form stays disabled until its box closes.
  const sending = send.isPending || send.isSuccess;

  const submit = handleSubmit(({ message }) => {
    if (!sending) send.mutate(message);
  });
  const error = errors.message?.message;

  return (
    <form className="acc-feedback" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
      {children}
      <label htmlFor={fieldId} className="acc-feedback__label">
        {label}
      </label>
      <textarea
        id={fieldId}
        className="input acc-feedback__message"
        rows={5}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
        {...register('message', { validate: (value) => isFeedbackLengthValid(value) || 'feedback.errors.length' })}
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
          {t(error, limits)}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
