import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  localizePath,
  portalStore,
  recentlyPlayedAtom,
  Thumbnail,
  useApiQuery,
  useNumberFormat,
  type LocaleCode,
} from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import './game-over.css';

/** How many of the player's latest games are not offered again (and lean the choice). */
const RECENT_WINDOW = 6;

interface Props {
  slug: string;
  locale: LocaleCode;
  /** The round's score when the game sent one. */
  score: number | null;
  onPlayAgain: () => void;
  /** Back to the game (Escape too). */
  onClose: () => void;
}

/** Related games for after this one, without the ones the player has just played (read once, when it opens). */
function useNextGames(slug: string, locale: LocaleCode) {
  const [played] = useState(() =>
    portalStore
      .get(recentlyPlayedAtom)
      .map((game) => game.slug)
      .filter((other) => other !== slug)
      .slice(0, RECENT_WINDOW),
  );
  return useApiQuery(gamesQueries.next(locale, slug, played)).data ?? [];
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The game-over screen, over the game inside its stage (so it shows in fullscreen too): "Play again" and games to
 * play next. Focus moves to "Play again" and stays in the screen; Escape or the close button goes back to the game.
 */
export function GameOver({ slug, locale, score, onPlayAgain, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const formatNumber = useNumberFormat(locale);
  const games = useNextGames(slug, locale);
  const box = useRef<HTMLDivElement>(null);
  const again = useRef<HTMLButtonElement>(null);

  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    again.current?.focus({ preventScroll: true });
    const screen = box.current;
    if (!screen) return;
    // Escape stays here (theatre mode and the page listen for it too); Tab goes round the screen's own stops.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [...screen.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      if (document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
    };
    screen.addEventListener('keydown', onKeyDown);
    return () => screen.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={box} className="game-over" role="dialog" aria-labelledby="game-over-title" data-testid="game-over">
      <div className="game-over__panel">
        <h2 id="game-over-title" className="game-over__title">
          {t('gameOver.title')}
        </h2>
        {score !== null && <p className="game-over__score">{t('gameOver.score', { score: formatNumber(score) })}</p>}
        <div className="game-over__actions">
          <button ref={again} type="button" className="button game-over__again" onClick={onPlayAgain}>
            <span aria-hidden="true">↻</span> {t('gameOver.playAgain')}
          </button>
          <button type="button" className="button button--ghost game-over__back" onClick={onClose}>
            {t('gameOver.back')}
          </button>
        </div>
        {games.length > 0 && (
          <section className="game-over__next" aria-labelledby="game-over-next">
            <h3 id="game-over-next">{t('gameOver.next')}</h3>
            <ul className="game-over__games" data-testid="game-over-games">
              {games.map((game) => (
                <li key={game.slug}>
                  <Link className="game-over__game" to={localizePath(`/games/${game.slug}`, locale)}>
                    <Thumbnail className="game-over__thumb" src={game.thumbnail} width={160} height={90} />
                    <span dir="auto">{game.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
