import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAction } from '@portal/shared/contract/ops';
import { NAMESPACE } from '../i18n';

/** Longest reason the console accepts (OPS_REASON_MAX of the ops contract). */
export const REASON_MAX = 200;

export interface PendingMove {
  remote: string;
  action: OpsAction;
  /** The version the move leads to, when the console knows it (shown in the question). */
  target: string | null;
}

interface MoveDialogProps {
  move: PendingMove | null;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Once the dialog has closed: where the focus goes (the browser would put it back on the opening button). */
  onClosed: () => void;
}

/**
 * "Are you sure?" for a promote, roll back or canary end, with the reason the history records. A modal dialog: the
 * focus moves into the reason field, stays inside, and Escape or Cancel closes it; the caller returns the focus.
 */
export function MoveDialog({ move, busy, error, onConfirm, onClose, onClosed }: MoveDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const dialog = useRef<HTMLDialogElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const reasonId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (move && !element.open) {
      setReason('');
      element.showModal();
      reasonField.current?.focus();
    } else if (!move && element.open) {
      element.close();
      onClosed();
    }
  }, [move, onClosed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed && !busy) onConfirm(trimmed);
  };

  return (
    <dialog
      ref={dialog}
      className="move-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      data-testid="move-dialog"
    >
      {move && (
        <form onSubmit={submit}>
          <h2 id={titleId}>{t(`ops.confirm.${move.action}`, { remote: move.remote })}</h2>
          {move.target && <p>{t('ops.confirm.target', { version: move.target })}</p>}
          <label htmlFor={reasonId}>{t('ops.reason')}</label>
          <textarea
            id={reasonId}
            ref={reasonField}
            required
            maxLength={REASON_MAX}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && (
            <p role="alert" className="move-dialog__error">
              {error}
            </p>
          )}
          <div className="move-dialog__buttons">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              {t('ops.cancel')}
            </button>
            <button type="submit" className="button" disabled={busy || reason.trim() === ''}>
              {t(`ops.action.${move.action}`)}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
