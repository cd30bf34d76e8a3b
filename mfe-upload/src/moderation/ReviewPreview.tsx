import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameOrientation } from '@portal/shared';
import { NAMESPACE } from '../i18n';

interface ReviewPreviewProps {
  /** The build on the games origin, as the API gives it; null when there is none to run. */
  url: string | null;
  title: string;
  thumbnail: string | null;
  orientation: GameOrientation;
}

/**
 * The submitted build, run only when the moderator asks (a queue of games must not all start, and sound, at once),
 * in a sandbox on the games origin: its own origin keeps it away from the portal's storage and session.
 */
export function ReviewPreview({ url, title, thumbnail, orientation }: ReviewPreviewProps) {
  const { t } = useTranslation(NAMESPACE);
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The start button is gone once pressed: the keyboard goes on into the game.
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  if (!url) return <p className="upl-preview upl-preview--none">{t('moderation.preview.unavailable')}</p>;
  return (
    <div className={`upl-preview upl-preview--${orientation}`}>
      {started ? (
        <iframe
          ref={frame}
          src={url}
          title={t('moderation.preview.label', { title })}
          sandbox="allow-scripts allow-same-origin allow-pointer-lock"
          referrerPolicy="no-referrer"
          data-testid="review-preview"
        />
      ) : (
        <button
          type="button"
          className="upl-preview__start"
          onClick={() => setStarted(true)}
          data-testid="review-preview-start"
        >
          {thumbnail && <img src={thumbnail} alt="" />}
          <span className="upl-preview__label">{t('moderation.preview.start', { title })}</span>
        </button>
      )}
    </div>
  );
}
