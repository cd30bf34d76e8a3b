import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gameOnStageAtom,
  type GameDetail,
  getRuntimeConfig,
  type LocaleCode,
  portalStore,
  Thumbnail,
  useMediaQuery,
} from '@portal/shared';
import type { GameEvent } from '../bridge/protocol';
import { useGameBridge } from '../bridge/useGameBridge';
import { NAMESPACE } from '../i18n';
import { ExitControl } from './ExitControl';
import { GameOver } from './GameOver';
import { FullscreenIcon, TheatreIcon } from './icons';
import { NetworkVeil, useNeedsNetwork } from './NetworkVeil';
import { OrientationHint } from './OrientationHint';
import { useFullscreen } from './useFullscreen';
import { useGameOver } from './useGameOver';
import { useTheatreMode } from './useTheatreMode';
import './player.css';
import { DESKTOP, PHONE } from './mediaQueries';
import { lockOrientation, unlockOrientation } from './orientationLock';

/** Games without known dimensions get the common landscape frame. */
const DEFAULT_RATIO = 16 / 9;
/** How long the stage glows when the game reports a happy moment. */
const HAPPY_MS = 1500;

interface Props {
  game: GameDetail;
  locale: LocaleCode;
  /** The player pressed Play (the frame is created now, not before). */
  onStart: () => void;
  /** Every notice the connected game sends through the bridge. */
  onGameEvent: (event: GameEvent) => void;
}

type Phase = 'cover' | 'playing';

/**
 * The game's stage: its picture with a Play button, then the game in a sandboxed frame on its own origin, with
 * a loading veil until the bridge connects (and the game says it finished loading), an error with Retry when it
 * never does (or says the game needs the network when the browser is offline), fullscreen (or the expanded fallback),
 * theatre mode on desktop and an orientation hint on phones.
 * allow-same-origin is safe here because the frame's origin is neither the portal's nor another game's: it only lets
 * the game use its own origin's storage.
 */
export function GamePlayer({ game, locale, onStart, onGameEvent }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const player = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>('cover');
  const [attempt, setAttempt] = useState(0);
  const [gameLoading, setGameLoading] = useState(false);
  const [happy, setHappy] = useState(false);
  const fullscreen = useFullscreen(stage);
  const desktop = useMediaQuery(DESKTOP);
  // Leaving theatre mode puts the title back above the stage: bring the whole stage into view under the header.
  const theatre = useTheatreMode({
    escapable: desktop && !fullscreen.active,
    onLeave: () =>
      requestAnimationFrame(() => stage.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' })),
  });
  const phone = useMediaQuery(PHONE);
  const gameOver = useGameOver();
  const ratio = game.aspect_ratio && game.aspect_ratio > 0 ? game.aspect_ratio : DEFAULT_RATIO;

  const bridge = useGameBridge({
    frame,
    slug: game.slug,
    gamesOrigin: getRuntimeConfig().gamesOrigin,
    locale,
    onEvent: (event, notice) => {
      gameOver.onNotice(notice);
      if (event === 'loadingStart') setGameLoading(true);
      else if (event === 'loadingFinished') {
        setGameLoading(false);
        // The frame element took focus before the game's document existed, which leaves that document without it:
        // focus the game's window (allowed across origins) once it is ready, unless the player moved on meanwhile.
        const active = document.activeElement;
        if (!active || active === document.body || active === frame.current) frame.current?.contentWindow?.focus();
      } else if (event === 'happyTime') setHappy(true);
      onGameEvent(event);
    },
  });

  useEffect(() => {
    if (!happy) return;
    const timer = setTimeout(() => setHappy(false), HAPPY_MS);
    return () => clearTimeout(timer);
  }, [happy]);

  // While the game's frame is open the shell keeps its notices off it.
  useEffect(() => {
    if (phase !== 'playing') return;
    portalStore.set(gameOnStageAtom, true);
    return () => portalStore.set(gameOnStageAtom, false);
  }, [phase]);

  // Keys go to the game as soon as it starts, without another click.
  useEffect(() => {
    if (phase === 'playing') frame.current?.focus();
  }, [phase, attempt]);

  // Leaving fullscreen (the exit button, Escape, the system's back gesture) frees the screen to turn again.
  useEffect(() => {
    if (!fullscreen.active) unlockOrientation();
  }, [fullscreen.active]);

  // Theatre mode's stage and toolbar fit under the sticky header (player.css); bring all of them into view.
  const showStage = () => player.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  const toggleTheatre = () => {
    const next = !theatre.on;
    theatre.toggle();
    if (next) requestAnimationFrame(showStage);
  };

  const play = () => {
    setPhase('playing');
    onStart();
    // On a phone, Play goes immersive (inside the click: browsers allow fullscreen only from a gesture), turned
    // the way the game is made when the browser lets us.
    if (phone) void fullscreen.enter().then((native) => native && lockOrientation(game.orientation));
    else if (theatre.on && desktop) showStage();
  };
  const retry = () => {
    bridge.reset();
    gameOver.reset();
    setGameLoading(false);
    setAttempt((n) => n + 1);
  };
  // A game without PortalBridge.onRestart starts again from a fresh frame (launched, so past its title screen).
  const playAgain = () => {
    if (bridge.restart()) {
      gameOver.close();
      frame.current?.focus();
    } else retry();
  };
  const backToGame = () => {
    gameOver.close();
    frame.current?.focus();
  };

  const starting = phase === 'playing' && (bridge.status !== 'connected' || gameLoading);
  const network = useNeedsNetwork({ waiting: starting, failed: bridge.status === 'failed', attempt });
  const loading = starting && bridge.status !== 'failed' && !network.needed;
  const stageClass = [
    'player__stage',
    fullscreen.expanded && 'player__stage--expanded',
    fullscreen.active && 'player__stage--immersive',
    happy && 'player__stage--happy',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={player}
      // Theatre layout applies on a desktop-wide window only (player.css): the server, which knows the choice (a view
      // hint) but not the window, renders it in the same class, and nothing moves at hydration.
      className={`player${theatre.on ? ' player--theatre' : ''}`}
      style={{ '--game-ratio': ratio } as CSSProperties}
      data-testid="game-player"
    >
      <div ref={stage} className={stageClass} data-testid="game-stage" data-game-state={gameOver.state}>
        {phase === 'cover' ? (
          <div className="player__cover">
            <Thumbnail className="player__picture" src={game.thumbnail} width={800} height={450} priority />
            <button type="button" className="button player__play" onClick={play}>
              <span aria-hidden="true">▶</span> {t('game.play')}
            </button>
          </div>
        ) : (
          <>
            {/* First in the stage, so that it is the first stop of the keyboard; Escape leaves too. */}
            {fullscreen.active && <ExitControl onExit={fullscreen.exit} hold={starting} />}
            <iframe
              key={attempt}
              ref={frame}
              className="player__frame"
              src={game.play_url}
              title={t('game.frameTitle', { title: game.title })}
              sandbox="allow-scripts allow-same-origin allow-pointer-lock allow-popups"
              allow="fullscreen; gamepad; autoplay"
              onLoad={bridge.onFrameLoad}
              onError={bridge.fail}
              data-testid="game-frame"
            />
            {loading && (
              <div className="player__veil" role="status" data-testid="game-loading">
                <span className="player__spinner" aria-hidden="true" />
                {t('player.loading')}
              </div>
            )}
            {network.needed && <NetworkVeil online={network.online} onRetry={retry} />}
            {bridge.status === 'failed' && !network.needed && (
              <div className="player__veil" role="alert" data-testid="game-error">
                <p>{t('player.loadFailed')}</p>
                <button type="button" className="button" onClick={retry}>
                  {t('player.retry')}
                </button>
              </div>
            )}
            {gameOver.open && (
              <GameOver
                slug={game.slug}
                locale={locale}
                score={gameOver.score}
                onPlayAgain={playAgain}
                onClose={backToGame}
              />
            )}
          </>
        )}
      </div>
      <div className="player__toolbar">
        {phase === 'playing' && <OrientationHint orientation={game.orientation} />}
        {desktop && (
          <button
            type="button"
            className="button button--ghost player__tool"
            onClick={toggleTheatre}
            aria-pressed={theatre.on}
          >
            <TheatreIcon /> {t('player.theatre')}
          </button>
        )}
        {phase === 'playing' && !fullscreen.active && (
          <button type="button" className="button button--ghost player__tool" onClick={fullscreen.enter}>
            <FullscreenIcon /> {t('game.fullscreen')}
          </button>
        )}
      </div>
    </div>
  );
}
