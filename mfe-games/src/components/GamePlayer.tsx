import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDetail } from '@portal/shared';
import { useFullscreen } from '../hooks/useFullscreen';
import { NAMESPACE } from '../i18n';

/** Games without known dimensions get the common landscape frame. */
const DEFAULT_RATIO = 16 / 9;

/** Four corners; drawn rather than a character, which many system fonts lack. */
function FullscreenIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4" />
    </svg>
  );
}

interface Props {
  game: GameDetail;
  playing: boolean;
  onPlay: () => void;
}

/**
 * The game's stage: its picture with a Play button, then the game itself in a sandboxed frame on the games origin
 * (scripts and pointer lock only: no same-origin access, no forms, no popups, no top navigation).
 */
export function GamePlayer({ game, playing, onPlay }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const frameBox = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(frameBox);
  const ratio = game.aspect_ratio && game.aspect_ratio > 0 ? game.aspect_ratio : DEFAULT_RATIO;

  // Keys go to the game as soon as it starts, without another click.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="game-stage" style={{ '--game-ratio': ratio } as CSSProperties}>
      {playing ? (
        <>
          <div ref={frameBox} className="game-stage__frame" data-testid="game-frame-box">
            <iframe
              ref={frame}
              className="game-stage__iframe"
              src={game.play_url}
              title={t('game.frameTitle', { title: game.title })}
              sandbox="allow-scripts allow-pointer-lock"
              allow="fullscreen; gamepad; autoplay"
              data-testid="game-frame"
            />
          </div>
          {fullscreen.supported && (
            <div className="game-stage__toolbar">
              <button type="button" className="button button--ghost" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
                <FullscreenIcon /> {fullscreen.active ? t('game.exitFullscreen') : t('game.fullscreen')}
              </button>
            </div>
          )}
        </>
      ) : (
        <div className="game-stage__cover">
          <img className="game-stage__picture" src={game.thumbnail} alt="" width={800} height={450} fetchPriority="high" />
          <button type="button" className="button game-stage__play" onClick={onPlay}>
            <span aria-hidden="true">▶</span> {t('game.play')}
          </button>
        </div>
      )}
    </div>
  );
}
