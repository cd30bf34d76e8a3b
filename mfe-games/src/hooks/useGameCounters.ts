import { useRef, useState } from 'react';
import { likeGame, recordGamePlay, unlikeGame, type GameDetail } from '@portal/shared';

export interface Counters {
  plays: number;
  likes: number;
  liked: boolean;
}

/**
 * A game's counters as this page shows them. A like shows at once and is rolled back (with onLikeError) when the
 * API refuses it; a click while one is on its way is ignored. Counts never go below 0 (spec §4).
 */
export function useGameCounters(game: GameDetail, onLikeError: () => void) {
  const [counters, setCounters] = useState<Counters>({ plays: game.plays, likes: game.likes, liked: game.liked });
  const pending = useRef(false);

  const toggleLike = () => {
    if (pending.current) return;
    pending.current = true;
    const before = counters;
    const liked = !before.liked;
    setCounters({ ...before, liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)) });
    (liked ? likeGame : unlikeGame)(game.slug)
      .then(
        (server) => setCounters((now) => ({ ...now, likes: server.likes, liked: server.liked })),
        () => {
          setCounters((now) => ({ ...now, likes: before.likes, liked: before.liked }));
          onLikeError();
        },
      )
      .finally(() => {
        pending.current = false;
      });
  };

  /** Counts a play; the API answers with the new totals (it counts one play per device per window). */
  const recordPlay = () => {
    recordGamePlay(game.slug).then(
      (server) => setCounters((now) => ({ ...now, plays: server.plays })),
      () => undefined,
    );
  };

  return { counters, toggleLike, recordPlay };
}
