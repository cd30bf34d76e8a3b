import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import type { FlowMessage } from './uploadErrors';

interface Props {
  maxSize: string;
  onFiles: (files: File[]) => void;
  /** Why the last file was refused (client checks), shown as an alert. */
  error: FlowMessage | null;
  /** A calm note, e.g. that the last upload was cancelled. */
  notice: FlowMessage | null;
  checking: boolean;
  /** False on a fresh page; true when the reader came back here (cancel, another file). */
  focusOnMount: boolean;
}

/**
 * Step 1: a zip dropped on the zone or picked with the button. The real file input sits behind the button (it
 * stays in the page for assistive technology and automation, out of the tab order since the button covers it).
 */
export function DropZone({ maxSize, onFiles, error, notice, checking, focusOnMount }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { title: useId(), hint: useId(), button: useId() };
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <section
      className={`upload-dropzone${dragging ? ' upload-dropzone--over' : ''}`}
      aria-labelledby={ids.title}
      aria-describedby={ids.hint}
      aria-busy={checking || undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        // Moving over the zone's own children fires dragleave too; only leaving the zone ends the highlight.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      data-testid="upload-dropzone"
    >
      <span className="upload-dropzone__icon" aria-hidden="true">
        ⇪
      </span>
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('flow.choose.title')}
      </h2>
      <p id={ids.hint} className="upload-flow__hint">
        {t('flow.choose.hint', { max: maxSize })}
      </p>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="visually-hidden"
        tabIndex={-1}
        aria-labelledby={ids.button}
        aria-describedby={ids.hint}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that picking the same file again (after fixing it) fires change once more.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        data-testid="upload-file-input"
      />
      <button
        id={ids.button}
        type="button"
        className="button"
        onClick={() => input.current?.click()}
        disabled={checking}
      >
        {t('flow.choose.button')}
      </button>
      <p className="upload-flow__hint">{t('flow.choose.dropHint')}</p>
      {error && (
        <p role="alert" className="upload-flow__error" data-testid="upload-file-error">
          {t(error.key, error.params)}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="upload-flow__notice">
          {t(notice.key, notice.params)}
        </p>
      )}
    </section>
  );
}
