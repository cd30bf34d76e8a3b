import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  adjustGameStat,
  fetchUserGameDetail,
  isLoggedInAtom,
  openOverlay,
  portalStore,
  recordGamePlay,
  setFavorite,
  setGameStats,
  setGameLike,
  type GameDetail,
  useBrowserValue,
} from '@portal/shared';

export interface Reactions {
  plays: number;
  likes: number;
  liked: boolean;
  favorite: boolean;
}

/**
 * A game's counters and the reader's like and favourite, as this page shows them. Likes and favourites show at
 * once and are rolled back (with onError) when the API refuses them; a click while one is on its way is ignored;
 * counts never go below 0 (product §4). Guests like as their device; signed-in players as themselves, and only they
 * can favourite (a guest gets the login box).
 */
export function useGameReactions(game: GameDetail, onError: (what: 'like' | 'favorite') => void) {
  // The server renders what a guest sees; hydration starts from it, the signed-in player's state follows.
  const signedIn = useBrowserValue(useAtomValue(isLoggedInAtom, { store: portalStore }), false);
  const [state, setState] = useState<Reactions>({
    plays: game.plays,
    likes: game.likes,
    liked: game.liked,
    favorite: false,
  });
  const pending = useRef({ like: false, favorite: false });

  // Fresher counters for the same game (the page's query refetched after the server's answer) replace the shown
  // ones, unless a like is on its way.
  const [counted, setCounted] = useState(game);
  if (counted !== game) {
    setCounted(game);
    if (!pending.current.like) setState((now) => ({ ...now, plays: game.plays, likes: game.likes }));
  }

  // A signed-in player's own like and favourite come from their account, not from this device.
  useEffect(() => {
    if (!signedIn) {
      // The same state again (a guest's first render) is no change: the page is not rendered a second time.
      setState((now) =>
        now.liked === game.liked && !now.favorite ? now : { ...now, liked: game.liked, favorite: false },
      );
      return;
    }
    let live = true;
    fetchUserGameDetail(game.slug, { showToast: false }).then(
      (detail) => live && setState((now) => ({ ...now, liked: detail.liked, favorite: detail.favorite })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, game.slug, game.liked]);

  const toggleLike = () => {
    if (pending.current.like) return;
    pending.current.like = true;
    const before = state;
    const liked = !before.liked;
    setState({ ...before, liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)) });
    // The account's own count moves with the click too (product §4), and back if the API refuses.
    if (signedIn) adjustGameStat(portalStore, 'liked_count', liked ? 1 : -1);
    const request = signedIn
      ? setGameLike(game.slug, liked).then((server) => {
          if (server.game_stats) setGameStats(portalStore, server.game_stats);
          return server;
        })
      : setGameLike(game.slug, liked);
    request
      .then(
        (server) => setState((now) => ({ ...now, likes: Math.max(0, server.likes), liked: server.liked })),
        () => {
          setState((now) => ({ ...now, likes: before.likes, liked: before.liked }));
          if (signedIn) adjustGameStat(portalStore, 'liked_count', liked ? -1 : 1);
          onError('like');
        },
      )
      .finally(() => {
        pending.current.like = false;
      });
  };

  const toggleFavorite = () => {
    if (!signedIn) {
      openOverlay('login');
      return;
    }
    if (pending.current.favorite) return;
    pending.current.favorite = true;
    const favorite = !state.favorite;
    setState((now) => ({ ...now, favorite }));
    adjustGameStat(portalStore, 'favorite_count', favorite ? 1 : -1);
    setFavorite(game.slug, favorite, { showToast: false })
      .then(
        (server) => {
          setGameStats(portalStore, server.game_stats);
          setState((now) => ({ ...now, favorite: server.favorite }));
        },
        () => {
          setState((now) => ({ ...now, favorite: !favorite }));
          adjustGameStat(portalStore, 'favorite_count', favorite ? -1 : 1);
          onError('favorite');
        },
      )
      .finally(() => {
        pending.current.favorite = false;
      });
  };

  /** Counts a play; the API answers with the new totals (one play per device per window). */
  const recordPlay = () => {
    recordGamePlay(game.slug).then(
      (server) => setState((now) => ({ ...now, plays: server.plays })),
      () => undefined,
    );
  };

  return { reactions: state, signedIn, toggleLike, toggleFavorite, recordPlay };
}
