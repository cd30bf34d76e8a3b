import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, reportBrokenGame, showToast, useApiMutation, type ReportProblem } from '@portal/shared';
import { NAMESPACE } from '../i18n';

const PROBLEMS: readonly ReportProblem[] = ['not_loading', 'crash', 'controls', 'display', 'sound', 'other'];

/**
 * "This game is broken", for anyone: pick what is wrong, optionally say more, send. No account, one request; the
 * API limits reports per address and device (429 reads as "try later").
 */
export function ReportForm({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [problem, setProblem] = useState<ReportProblem>('not_loading');
  const [message, setMessage] = useState('');
  const report = useApiMutation({
    mutationFn: () => reportBrokenGame(slug, { problem, ...(message.trim() ? { message: message.trim() } : {}) }),
    onSuccess: () => {
      showToast({ type: 'success', message: t('report.sent') });
      onClose();
    },
    onError: (error) => {
      const limited = error instanceof ApiError && error.status === 429;
      showToast({ type: 'error', message: t(limited ? 'report.tooMany' : 'report.failed') });
    },
  });
  // Sent: the form stays disabled until it closes.
  const sending = report.isPending || report.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) report.mutate();
  };

  return (
    <form className="report-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="report-form">
      <h2 id={`${id}-title`} className="report-form__title">
        {t('report.title')}
      </h2>
      <fieldset className="report-form__problems">
        <legend className="visually-hidden">{t('report.title')}</legend>
        {PROBLEMS.map((choice) => (
          <label key={choice} className="report-form__choice">
            <input
              type="radio"
              name={`${id}-problem`}
              value={choice}
              checked={problem === choice}
              onChange={() => setProblem(choice)}
            />{' '}
            {t(`report.problem.${choice}`)}
          </label>
        ))}
      </fieldset>
      <label className="report-form__details">
        {t('report.details')}
        <textarea value={message} maxLength={500} rows={2} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <div className="report-form__buttons">
        <button type="submit" className="button" disabled={sending}>
          {t('report.send')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
