import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameOrientation } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { PreviewStart } from '../upload/PreviewStart';
import { usePreviewStart } from '../upload/usePreviewStart';

interface ReviewPreviewProps {
  /** The upload, to renew a signed URL that ran out. */
  fileId: string;
  /** The build's signed URL on its own preview origin, as the API gives it; null when there is none to run. */
  url: string | null;
  title: string;
  thumbnail: string | null;
  orientation: GameOrientation;
}

/**
 * The submitted build, run only when the moderator asks (a queue of games must not all start, and sound, at once),
 * in a sandbox on its own preview origin, away from the portal's storage and session and from every game's.
 */
export function ReviewPreview({ fileId, url, title, thumbnail, orientation }: ReviewPreviewProps) {
  if (!url) return <NoPreview />;
  return <StartablePreview fileId={fileId} url={url} title={title} thumbnail={thumbnail} orientation={orientation} />;
}

function NoPreview() {
  const { t } = useTranslation(NAMESPACE);
  return <p className="upl-preview upl-preview--none">{t('moderation.preview.unavailable')}</p>;
}

function StartablePreview({ fileId, url, title, thumbnail, orientation }: ReviewPreviewProps & { url: string }) {
  const { t } = useTranslation(NAMESPACE);
  const preview = usePreviewStart(fileId, url);
  const frame = useRef<HTMLIFrameElement>(null);

  // The start button is gone once pressed: the keyboard goes on into the game.
  useEffect(() => {
    if (preview.src) frame.current?.focus();
  }, [preview.src]);

  return (
    <div className={`upl-preview upl-preview--${orientation}`}>
      {preview.src ? (
        <iframe
          ref={frame}
          src={preview.src}
          title={t('moderation.preview.label', { title })}
          sandbox="allow-scripts allow-same-origin allow-pointer-lock"
          referrerPolicy="no-referrer"
          data-testid="review-preview"
        />
      ) : (
        <PreviewStart
          preview={preview}
          className="upl-preview__start"
          failedClassName="upl-preview__expired"
          testId="review-preview-start"
        >
          {thumbnail && <img src={thumbnail} alt="" />}
          <span className="upl-preview__label">{t('moderation.preview.start', { title })}</span>
        </PreviewStart>
      )}
    </div>
  );
}
