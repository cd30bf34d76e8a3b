import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { QUERY_KEYS, type GameDetail } from '@portal/shared';

/** Changes the cached detail of a game (every locale's copy) in place: an optimistic update or the API's answer. */
export function patchGame(client: QueryClient, slug: string, change: (game: GameDetail) => Partial<GameDetail>) {
  client.setQueriesData<GameDetail>({ queryKey: QUERY_KEYS.game(slug) }, (game) =>
    game ? { ...game, ...change(game) } : game,
  );
}

/**
 * Stops the reads under `keys` that are on their way (their answer would undo an optimistic update) and keeps what
 * the cache holds there now: the returned function puts it back (a refused write's rollback).
 */
export function holdQueries(client: QueryClient, keys: QueryKey[]): () => void {
  const kept = keys.flatMap((queryKey) => {
    void client.cancelQueries({ queryKey });
    return client.getQueriesData({ queryKey });
  });
  return () => kept.forEach(([key, data]) => client.setQueryData(key, data));
}
