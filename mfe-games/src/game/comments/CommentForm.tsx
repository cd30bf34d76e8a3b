import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { COMMENT_MAX_LENGTH, isLoggedInAtom, openOverlay, useBrowserValue, useFocusOnMount } from '@portal/shared';
import { NAMESPACE } from '../../i18n';
import { commentErrorMessage } from './commentErrors';

const length = (text: string) => Array.from(text.trim()).length;

interface Props {
  label: string;
  submitLabel: string;
  /** Sends the text; rejects with the API's error, in which case the draft stays. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  /** Take the focus when shown (a reply form opened by its button). */
  focusOnMount?: boolean;
}

/**
 * Writing a comment or a reply. A guest who sends gets the login box and keeps the draft; a failed send shows why
 * and keeps the draft too, so nothing typed is ever lost.
 */
export function CommentForm({ label, submitLabel, onSubmit, onCancel, focusOnMount = false }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useBrowserValue(useAtomValue(isLoggedInAtom), false);
  const id = useId();
  const field = useFocusOnMount<HTMLTextAreaElement>(focusOnMount);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = length(draft);
  const tooLong = count > COMMENT_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      openOverlay('login');
      return;
    }
    if (busy || count === 0 || tooLong) return;
    setBusy(true);
    setError(null);
    onSubmit(draft.trim()).then(
      () => {
        setDraft('');
        setBusy(false);
      },
      (reason: unknown) => {
        setError(commentErrorMessage(reason, t));
        setBusy(false);
      },
    );
  };

  return (
    <form className="comment-form" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={field}
        id={id}
        className="input comment-form__text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={3}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
      />
      <div className="comment-form__row">
        <span
          id={`${id}-count`}
          dir="ltr"
          className={`comment-form__count${tooLong ? ' comment-form__count--over' : ''}`}
        >
          {t('comments.length', { value: count, max: COMMENT_MAX_LENGTH })}
        </span>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={busy || (signedIn && (count === 0 || tooLong))}>
          {submitLabel}
        </button>
      </div>
      {!signedIn && <p className="comment-form__note">{t('comments.signInToPost')}</p>}
      {error && (
        <p className="comment-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
