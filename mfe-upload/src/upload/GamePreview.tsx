import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameOrientation } from '@portal/shared';
import { NAMESPACE } from '../i18n';

interface Props {
  /** The build on the games origin. */
  url: string;
  title: string;
  orientation: GameOrientation;
}

const RATIO: Record<GameOrientation, string> = { landscape: '16 / 9', portrait: '9 / 16', any: '16 / 9' };

/**
 * The uploaded build running as players will see it: created only when asked (an unknown game should not start
 * by itself), in the same sandbox as the game player. allow-same-origin is safe because the frame is on the games
 * origin, never the portal's: it only gives the game its own origin's storage.
 */
export function GamePreview({ url, title, orientation }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [started, setStarted] = useState(false);
  const src = new URL(url, window.location.href);
  src.searchParams.set('lang', i18n.language);

  return (
    <div
      className={`upload-preview upload-preview--${orientation}`}
      style={{ '--preview-ratio': RATIO[orientation] } as CSSProperties}
    >
      {started ? (
        <iframe
          className="upload-preview__frame"
          src={src.href}
          title={t('flow.preview.frameTitle', { title })}
          sandbox="allow-scripts allow-same-origin allow-pointer-lock"
          allow="fullscreen; gamepad; autoplay"
          data-testid="upload-preview"
        />
      ) : (
        <button
          type="button"
          className="button upload-preview__start"
          onClick={() => setStarted(true)}
          data-testid="upload-preview-start"
        >
          <span aria-hidden="true">▶</span> {t('flow.preview.start')}
        </button>
      )}
    </div>
  );
}
