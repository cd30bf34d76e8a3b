import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { ExitIcon } from './icons';

/** How long the exit control stays after it shows, before it fades off the game. */
export const EXIT_SHOWN_MS = 4000;

/**
 * The immersive player's way out: a small round button (a cross, named for screen readers; a label in words took
 * half the width in some languages) in the top corner where a line starts (mirrored in Arabic), clear of the notch
 * and rounded corners, never over the game's top centre where games keep their score and pause. It fades a few
 * seconds after the game has started (`hold` keeps it while the game loads, when it is the only way back); a tap on
 * the thin band along that edge brings it back, and so does the keyboard's focus (it stays in the page's order and in
 * the accessibility tree while faded). Escape leaves too.
 */
export function ExitControl({ onExit, hold }: { onExit: () => void; hold: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [shown, setShown] = useState(true);
  const [focused, setFocused] = useState(false);
  // Each wake restarts the count, even while already shown.
  const [wakes, setWakes] = useState(0);
  const wake = () => {
    setShown(true);
    setWakes((n) => n + 1);
  };

  useEffect(() => {
    if (!shown || focused || hold) return;
    const timer = setTimeout(() => setShown(false), EXIT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, focused, hold, wakes]);

  return (
    <>
      <button
        type="button"
        className={`player__exit${shown || focused ? '' : ' player__exit--faded'}`}
        onClick={onExit}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-testid="player-exit"
      >
        <ExitIcon />
        <span className="visually-hidden">{t('game.exitFullscreen')}</span>
      </button>
      {/* Taps on the game never reach the page (its frame is another origin): this band takes them instead. */}
      <div className="player__edge" aria-hidden="true" onPointerDown={wake} data-testid="player-edge" />
    </>
  );
}
