import { useState } from 'react';
import type { GameNotice } from '../bridge/protocol';

/** Where the game in the frame is, as its notices tell: the page shows it as the stage's data-game-state. */
export type GameState = 'waiting' | 'playing' | 'stopped' | 'over';

/**
 * The game-over screen's state: open at the game's gameOver (with its score), closed when a new round starts (the
 * game's own button included) or the player goes back to the game.
 */
export function useGameOver() {
  const [state, setState] = useState<GameState>('waiting');
  const [score, setScore] = useState<number | null>(null);

  const onNotice = (notice: GameNotice) => {
    if (notice.type === 'gameOver') {
      setScore(notice.score);
      setState('over');
    } else if (notice.type === 'gameplayStart') setState('playing');
    // A game over is followed by the game's gameplayStop: the screen stays up.
    else if (notice.type === 'gameplayStop') setState((now) => (now === 'over' ? now : 'stopped'));
  };

  return {
    state,
    open: state === 'over',
    score,
    onNotice,
    /** Back to the game without a new round (Escape, the close button). */
    close: () => setState('stopped'),
    /** A new frame: nothing has happened in it yet. */
    reset: () => setState('waiting'),
  };
}
