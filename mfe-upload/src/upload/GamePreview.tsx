import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameOrientation } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { PreviewStart } from './PreviewStart';
import { usePreviewStart } from './usePreviewStart';

interface Props {
  /** The upload, to renew a signed URL that ran out. */
  fileId: string;
  /** The build: a signed URL on its own preview origin (unreviewed), or its version folder on the games origin. */
  url: string;
  title: string;
  orientation: GameOrientation;
}

const RATIO: Record<GameOrientation, string> = { landscape: '16 / 9', portrait: '9 / 16', any: '16 / 9' };

/**
 * The uploaded build running as players will see it: created only when asked (an unknown game should not start
 * by itself), in the same sandbox as the game player. allow-same-origin is safe because the frame is on the build's
 * own origin, never the portal's: it only gives the game that origin's storage. A signed URL that ran out while the
 * page was open is renewed on start; if that fails, a message says so and the button tries again.
 */
export function GamePreview({ fileId, url, title, orientation }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const preview = usePreviewStart(fileId, url);
  const src = preview.src === null ? null : new URL(preview.src, window.location.href);
  src?.searchParams.set('lang', i18n.language);

  return (
    <div
      className={`upload-preview upload-preview--${orientation}`}
      style={{ '--preview-ratio': RATIO[orientation] } as CSSProperties}
    >
      {src ? (
        <iframe
          className="upload-preview__frame"
          src={src.href}
          title={t('flow.preview.frameTitle', { title })}
          sandbox="allow-scripts allow-same-origin allow-pointer-lock"
          allow="fullscreen; gamepad; autoplay"
          data-testid="upload-preview"
        />
      ) : (
        <PreviewStart
          preview={preview}
          className="button upload-preview__start"
          failedClassName="upload-preview__expired"
          testId="upload-preview-start"
        >
          <span aria-hidden="true">▶</span> {t('flow.preview.start')}
        </PreviewStart>
      )}
    </div>
  );
}
