import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { usePreviewStart } from './usePreviewStart';

interface Props {
  preview: ReturnType<typeof usePreviewStart>;
  className: string;
  /** The class of the message shown when no fresh preview URL could be had. */
  failedClassName: string;
  testId: string;
  children: ReactNode;
}

/** The button that starts a preview (busy while a fresh URL is fetched), and what to say when none could be had. */
export function PreviewStart({ preview, className, failedClassName, testId, children }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const starting = preview.phase === 'starting';
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={preview.start}
        disabled={starting}
        aria-busy={starting}
        data-testid={testId}
      >
        {children}
      </button>
      {preview.phase === 'failed' && (
        <p className={failedClassName} role="alert">
          {t('flow.preview.expired')}
        </p>
      )}
    </>
  );
}
