import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import {
  adjustGameStat,
  currentUserAtom,
  fetchUserGameDetail,
  isLoggedInAtom,
  openOverlay,
  portalStore,
  QUERY_KEYS,
  recordGamePlay,
  reportGame,
  setFavorite,
  setGameLike,
  setGameStats,
  useApiMutation,
  useBrowserValue,
  usePortalQueryClient,
  type GameDetail,
} from '@portal/shared';
import { holdQueries, patchGame } from './gameCache';

export interface Reactions {
  plays: number;
  likes: number;
  liked: boolean;
  favorite: boolean;
}

/** The signed-in player's own like and favourite of a game (from their account, not from this device). */
interface Mine {
  liked: boolean;
  favorite: boolean;
}

/**
 * A game's counters and the reader's like and favourite, read from the query cache, where a click shows at once
 * (onMutate) and is rolled back with onError when the API refuses; a click while one is on its way is ignored;
 * counts never go below 0 (product §4). Guests like as their device; signed-in players as themselves, and only they
 * can favourite (a guest gets the login box). The account's own counts move with the click, and back.
 */
export function useGameReactions(game: GameDetail, onError: (what: 'like' | 'favorite') => void) {
  const client = usePortalQueryClient();
  const { slug } = game;
  // The server renders what a guest sees; hydration starts from it, the signed-in player's state follows.
  const signedIn = useBrowserValue(useAtomValue(isLoggedInAtom, { store: portalStore }), false);
  const userId = useAtomValue(currentUserAtom, { store: portalStore })?.user_id ?? null;
  const mineKey = [...QUERY_KEYS.account, 'game-state', slug, userId];
  const mine = useQuery<Mine>(
    {
      queryKey: mineKey,
      queryFn: () =>
        fetchUserGameDetail(slug, { showToast: false }).then(({ liked, favorite }) => ({ liked, favorite })),
      enabled: signedIn,
    },
    client,
  );
  const setMine = (change: Partial<Mine>) =>
    client.setQueryData<Mine>(mineKey, (now) => ({ liked: game.liked, favorite: false, ...now, ...change }));
  const busy = (what: string) => client.isMutating({ mutationKey: ['games', what, slug] }) > 0;

  const like = useApiMutation({
    mutationKey: ['games', 'like', slug],
    mutationFn: (liked: boolean) => setGameLike(slug, liked),
    onMutate: (liked) => {
      const rollback = holdQueries(client, [QUERY_KEYS.game(slug), mineKey]);
      patchGame(client, slug, (now) => ({ liked, likes: Math.max(0, now.likes + (liked ? 1 : -1)) }));
      if (signedIn) {
        setMine({ liked });
        adjustGameStat(portalStore, 'liked_count', liked ? 1 : -1);
      }
      return { rollback, signedIn };
    },
    onSuccess: (server) => {
      patchGame(client, slug, () => ({ likes: Math.max(0, server.likes), liked: server.liked }));
      if (server.game_stats) {
        setMine({ liked: server.liked });
        setGameStats(portalStore, server.game_stats);
      }
    },
    onError: (_error, liked, context) => {
      context?.rollback();
      if (context?.signedIn) adjustGameStat(portalStore, 'liked_count', liked ? -1 : 1);
      onError('like');
    },
    // The lists' counters are stale now: they are read afresh when next shown.
    onSettled: () => client.invalidateQueries({ queryKey: QUERY_KEYS.gameLists, refetchType: 'none' }),
  });

  const favorite = useApiMutation({
    mutationKey: ['games', 'favorite', slug],
    mutationFn: (on: boolean) => setFavorite(slug, on, { showToast: false }),
    onMutate: (on) => {
      const rollback = holdQueries(client, [mineKey]);
      setMine({ favorite: on });
      adjustGameStat(portalStore, 'favorite_count', on ? 1 : -1);
      return rollback;
    },
    onSuccess: (server) => {
      setGameStats(portalStore, server.game_stats);
      setMine({ favorite: server.favorite });
    },
    onError: (_error, on, rollback) => {
      rollback?.();
      adjustGameStat(portalStore, 'favorite_count', on ? -1 : 1);
      onError('favorite');
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...QUERY_KEYS.account, 'favorites'], refetchType: 'none' }),
  });

  /** Counts a play; the API answers with the new totals (one play per device per window). */
  const play = useApiMutation({
    mutationFn: () => recordGamePlay(slug),
    onSuccess: (server) => patchGame(client, slug, () => ({ plays: server.plays })),
  });
  /** A signed-in play also goes to the account's recently played (silently: the game plays on). */
  const report = useApiMutation({ mutationFn: () => reportGame(slug, undefined, { showToast: false }) });

  const own = signedIn ? mine.data : undefined;
  const reactions: Reactions = {
    plays: game.plays,
    likes: game.likes,
    liked: own?.liked ?? game.liked,
    favorite: own?.favorite ?? false,
  };

  const recordPlay = () => {
    play.mutate();
    if (portalStore.get(isLoggedInAtom)) report.mutate();
  };
  const toggleLike = () => {
    if (!busy('like')) like.mutate(!reactions.liked);
  };
  const toggleFavorite = () => {
    if (!signedIn) openOverlay('login');
    else if (!busy('favorite')) favorite.mutate(!reactions.favorite);
  };

  return { reactions, signedIn, toggleLike, toggleFavorite, recordPlay };
}
