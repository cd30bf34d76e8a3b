import { QUERY_KEYS, useApiMutation, usePortalQueryClient, voteGame, type GameDetail, type Vote } from '@portal/shared';
import { holdQueries, patchGame } from './gameCache';

export interface Rating {
  up: number;
  down: number;
  vote: Vote;
}

const shifted = (game: GameDetail, vote: Vote): Partial<GameDetail> => {
  const count = (side: 'up' | 'down', now: number) =>
    Math.max(0, now - (game.vote === side ? 1 : 0) + (vote === side ? 1 : 0));
  return { votes_up: count('up', game.votes_up), votes_down: count('down', game.votes_down), vote };
};

/**
 * The game's thumbs and this device's vote, from the query cache. A click shows at once and is rolled back (with
 * onError) when the API refuses; clicking the chosen thumb again takes the vote back; a click while one is on its
 * way is ignored.
 */
export function useGameRating(game: GameDetail, onError: () => void) {
  const client = usePortalQueryClient();
  const { slug } = game;
  const mutationKey = ['games', 'vote', slug];
  const voting = useApiMutation({
    mutationKey,
    mutationFn: (vote: Vote) => voteGame(slug, vote ?? 'none'),
    onMutate: (vote) => {
      const rollback = holdQueries(client, [QUERY_KEYS.game(slug)]);
      patchGame(client, slug, (now) => shifted(now, vote));
      return rollback;
    },
    onSuccess: (server) =>
      patchGame(client, slug, () => ({ votes_up: server.votes_up, votes_down: server.votes_down, vote: server.vote })),
    onError: (_error, _vote, rollback) => {
      rollback?.();
      onError();
    },
  });

  const rating: Rating = { up: game.votes_up, down: game.votes_down, vote: game.vote };
  const cast = (side: 'up' | 'down') => {
    if (client.isMutating({ mutationKey }) === 0) voting.mutate(rating.vote === side ? null : side);
  };
  return { rating, cast };
}
