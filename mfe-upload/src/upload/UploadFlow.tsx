import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_DEFAULT_MAX_BYTES, type GameOrientation, type UploadItem } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { DropZone } from './DropZone';
import { GamePreview } from './GamePreview';
import { checkZipFile } from './fileChecks';
import { formatBytes } from './formatUnits';
import { SubmitForm } from './SubmitForm';
import { SubmittedPanel } from './SubmittedPanel';
import type { FlowMessage } from './uploadErrors';
import { UploadProgress } from './UploadProgress';
import { useUploadTransfer } from './useUploadTransfer';
import { ValidationReport } from './ValidationReport';
import './upload-flow.css';

interface Props {
  /** The reader asked to see their uploads after submitting (the page switches to "My uploads"). */
  onSubmitted?: (item: UploadItem) => void;
}

/**
 * A new upload from start to end: choose a zip (checked here first), send it with progress, read the server's
 * report, describe the game, submit it for review and preview it.
 */
export function UploadFlow({ onSubmitted }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const transfer = useUploadTransfer((bytes) => formatBytes(bytes, i18n.language));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<FlowMessage | null>(null);
  const [notice, setNotice] = useState<FlowMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitted, setSubmitted] = useState<{ item: UploadItem; orientation: GameOrientation } | null>(null);
  const [returned, setReturned] = useState(false);
  const maxSize = formatBytes(UPLOAD_DEFAULT_MAX_BYTES, i18n.language);

  const choose = async (files: File[]) => {
    setNotice(null);
    if (files.length !== 1) {
      setFileError({ key: 'flow.fileErrors.one' });
      return;
    }
    const chosen = files[0]!;
    setChecking(true);
    const checked = await checkZipFile(chosen);
    setChecking(false);
    if (!checked.ok) {
      setFileError({ key: `flow.fileErrors.${checked.problem}`, params: { max: maxSize } });
      return;
    }
    setFileError(null);
    setFile(chosen);
    transfer.start(chosen, checked.contentType);
  };
  const backToChoose = (message: FlowMessage | null) => {
    transfer.cancel();
    setFile(null);
    setSubmitted(null);
    setFileError(null);
    setNotice(message);
    setReturned(true);
  };

  const { state } = transfer;
  let step;
  if (submitted) {
    step = (
      <SubmittedPanel
        item={submitted.item}
        orientation={submitted.orientation}
        onShowMine={onSubmitted ? () => onSubmitted(submitted.item) : undefined}
        onUploadAnother={() => backToChoose(null)}
      />
    );
  } else if (file && state.phase === 'done') {
    step = (
      <>
        <ValidationReport report={state.report} onChooseAnother={() => backToChoose(null)} />
        {state.report.ok && (
          <>
            <button
              type="button"
              className="button button--ghost upload-flow__another"
              onClick={() => backToChoose(null)}
              data-testid="upload-choose-another"
            >
              {t('flow.chooseAnother')}
            </button>
            {state.report.preview_url && (
              <section className="upload-flow__preview" aria-labelledby="upload-preview-title">
                <h2 id="upload-preview-title">{t('flow.preview.title')}</h2>
                <p className="upload-flow__hint">{t('flow.preview.beforeSubmit')}</p>
                <GamePreview fileId={state.fileId} url={state.report.preview_url} title={file.name} orientation="any" />
              </section>
            )}
            <SubmitForm
              fileId={state.fileId}
              archive={file}
              onSubmitted={(item, values) => setSubmitted({ item, orientation: values.orientation })}
            />
          </>
        )}
      </>
    );
  } else if (file && state.phase !== 'idle' && state.phase !== 'done') {
    step = (
      <UploadProgress
        fileName={file.name}
        fileSize={file.size}
        state={state}
        onCancel={() => backToChoose({ key: 'flow.progress.cancelled' })}
        onRetry={transfer.retry}
        onChooseAnother={() => backToChoose(null)}
      />
    );
  } else {
    step = (
      <DropZone
        maxSize={maxSize}
        onFiles={(files) => void choose(files)}
        error={fileError}
        notice={notice}
        checking={checking}
        focusOnMount={returned}
      />
    );
  }

  return (
    <div className="upload-flow" data-testid="upload-flow">
      {step}
    </div>
  );
}
