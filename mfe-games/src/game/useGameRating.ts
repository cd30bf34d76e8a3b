import { useRef, useState } from 'react';
import { voteGame, type GameDetail, type Vote } from '@portal/shared';

export interface Rating {
  up: number;
  down: number;
  vote: Vote;
}

const shifted = (rating: Rating, vote: Vote): Rating => {
  const count = (side: 'up' | 'down') =>
    Math.max(0, rating[side] - (rating.vote === side ? 1 : 0) + (vote === side ? 1 : 0));
  return { up: count('up'), down: count('down'), vote };
};

/**
 * The game's thumbs and this device's vote. A click shows at once and is rolled back (with onError) when the API
 * refuses; clicking the chosen thumb again takes the vote back; a click while one is on its way is ignored.
 */
export function useGameRating(game: GameDetail, onError: () => void) {
  const [rating, setRating] = useState<Rating>({ up: game.votes_up, down: game.votes_down, vote: game.vote });
  const pending = useRef(false);

  // The page's query refetched (the server rendered a guest's view; this device's vote follows).
  const [seen, setSeen] = useState(game);
  if (seen !== game) {
    setSeen(game);
    if (!pending.current) setRating({ up: game.votes_up, down: game.votes_down, vote: game.vote });
  }

  const cast = (side: 'up' | 'down') => {
    if (pending.current) return;
    pending.current = true;
    const before = rating;
    const vote: Vote = before.vote === side ? null : side;
    setRating(shifted(before, vote));
    voteGame(game.slug, vote ?? 'none')
      .then(
        (server) => setRating({ up: server.votes_up, down: server.votes_down, vote: server.vote }),
        () => {
          setRating(before);
          onError();
        },
      )
      .finally(() => {
        pending.current = false;
      });
  };
  return { rating, cast };
}
