import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_REJECT_REASON_MAX_LENGTH as MAX } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { useFormatters } from '../pages/useFormatters';

type Problem = 'required' | 'tooLong';

/** Characters as the server counts them (code points, after trimming): an emoji is one. */
const lengthOf = (text: string) => [...text.trim()].length;
const problemOf = (text: string): Problem | null =>
  lengthOf(text) === 0 ? 'required' : lengthOf(text) > MAX ? 'tooLong' : null;

interface RejectFormProps {
  title: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The reason a moderator gives for rejecting (the uploader reads it): required, at most the server's limit, with a
 * live counter. Focus starts in the field and comes back to it on a refused submit; Escape cancels.
 */
export function RejectForm({ title, busy, onSubmit, onCancel }: RejectFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { count } = useFormatters();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const length = lengthOf(reason);

  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(reason);
    setProblem(found);
    if (found) field.current?.focus();
    else onSubmit(reason.trim());
  };
  // Escape cancels wherever the focus is in the form: the field or either button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className="upl-reject" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate data-testid="reject-form">
      <h4 id={`${id}-title`}>{t('moderation.reject.title', { title })}</h4>
      <label htmlFor={`${id}-reason`}>{t('moderation.reject.label')}</label>
      <p id={`${id}-hint`} className="upl-reject__hint">
        {t('moderation.reject.hint')}
      </p>
      <textarea
        ref={field}
        id={`${id}-reason`}
        className="input upl-reject__field"
        rows={4}
        dir="auto"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          // Once a submit was refused, the message follows the text as it is fixed.
          if (problem) setProblem(problemOf(event.target.value));
        }}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint ${id}-counter${problem ? ` ${id}-error` : ''}`}
        onKeyDown={onKeyDown}
      />
      <p
        id={`${id}-counter`}
        className={`upl-reject__counter${length > MAX ? ' upl-reject__counter--over' : ''}`}
        data-testid="reject-counter"
      >
        {t('moderation.reject.counter', { length: count(length), max: count(MAX) })}
      </p>
      {problem && (
        <p id={`${id}-error`} className="upl-reject__error" role="alert">
          {t(`moderation.reject.${problem}`, { max: count(MAX) })}
        </p>
      )}
      <div className="upl-actions">
        <button
          type="submit"
          className="button upl-button--danger"
          disabled={busy}
          aria-busy={busy}
          onKeyDown={onKeyDown}
        >
          {t('moderation.reject.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} onKeyDown={onKeyDown}>
          {t('moderation.reject.cancel')}
        </button>
      </div>
    </form>
  );
}
