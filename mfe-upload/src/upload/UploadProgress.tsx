import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { formatBytes, formatDuration, formatSpeed } from './formatUnits';
import type { TransferState } from './useUploadTransfer';

type ActiveState = Extract<TransferState, { phase: 'signing' | 'sending' | 'checking' | 'failed' }>;

interface Props {
  fileName: string;
  fileSize: number;
  state: ActiveState;
  onCancel: () => void;
  onRetry: () => void;
  onChooseAnother: () => void;
}

/** Step 2: the transfer with bytes sent, speed and time left, then the server's check; or what failed, with Retry. */
export function UploadProgress({ fileName, fileSize, state, onCancel, onRetry, onChooseAnother }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  const ids = { title: useId(), status: useId() };
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const sent = state.phase === 'sending' ? state.loaded : state.phase === 'checking' ? fileSize : 0;
  const statusKey = {
    signing: 'flow.progress.preparing',
    sending: 'flow.progress.sending',
    checking: 'flow.progress.checking',
    failed: '',
  }[state.phase];
  const stats =
    state.phase === 'sending'
      ? [
          t('flow.progress.sent', { sent: formatBytes(state.loaded, locale), total: formatBytes(state.total, locale) }),
          state.bytesPerSecond === null ? null : formatSpeed(state.bytesPerSecond, locale),
          state.secondsLeft === null
            ? null
            : t('flow.progress.timeLeft', { time: formatDuration(state.secondsLeft, locale) }),
        ].filter((part): part is string => part !== null)
      : [];

  return (
    <section className="upload-progress" aria-labelledby={ids.title}>
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('flow.progress.title')}
      </h2>
      <p className="upload-progress__file">
        <bdi>{fileName}</bdi> · {formatBytes(fileSize, locale)}
      </p>
      {state.phase === 'failed' ? (
        <div className="upload-progress__failure" role="alert" data-testid="upload-error">
          <p className="upload-flow__error">{t(state.message.key, state.message.params)}</p>
          <div className="upload-flow__actions">
            {state.retryFrom && (
              <button type="button" className="button" onClick={onRetry} data-testid="upload-retry">
                {t('flow.progress.retry')}
              </button>
            )}
            <button
              type="button"
              className="button button--ghost"
              onClick={onChooseAnother}
              data-testid="upload-choose-another"
            >
              {t('flow.chooseAnother')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p id={ids.status} role="status" className="upload-progress__status">
            {t(statusKey)}
          </p>
          <progress
            className="upload-progress__bar"
            aria-labelledby={ids.status}
            max={state.phase === 'sending' ? state.total : fileSize}
            // No value while the server checks: an indeterminate bar, the bytes are all there.
            value={state.phase === 'checking' ? undefined : sent}
            data-testid="upload-progress"
          />
          <p className="upload-progress__stats" data-testid="upload-stats">
            {stats.join(' · ')}
          </p>
          {state.phase !== 'checking' && (
            <button type="button" className="button button--ghost" onClick={onCancel} data-testid="upload-cancel">
              {t('flow.progress.cancel')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
