import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import {
  clearRecentGames,
  clearRecentlyPlayed,
  currentUserAtom,
  fetchRecentGames,
  isLoggedInAtom,
  loadFailed,
  QUERY_KEYS,
  recentlyPlayedAtom,
  removeRecentGame,
  removeRecentlyPlayed,
  replaceRecentlyPlayed,
  toRecentlyPlayed,
  useApiMutation,
  usePortalQueryClient,
  type RecentlyPlayedGame,
} from '@portal/shared';

export type RecentlyPlayedSource =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; games: RecentlyPlayedGame[]; remove: (slug: string) => void; clear: () => void };

/** A guest's list lives in this browser; removing and clearing are local. */
function useGuestList(): RecentlyPlayedSource {
  const games = useAtomValue(recentlyPlayedAtom);
  return { status: 'ready', games, remove: removeRecentlyPlayed, clear: clearRecentlyPlayed };
}

/**
 * A signed-in player's list is the server's (GET /user/g/recent). Removing and clearing show at once (onMutate) and
 * are undone if the server refuses (onError; the API client shows why). The browser's copy follows, so the home
 * page's "continue playing" row agrees.
 */
function useServerList(userId: string, enabled: boolean): RecentlyPlayedSource {
  const client = usePortalQueryClient();
  const key = [...QUERY_KEYS.account, 'recent', userId];
  const list = useQuery(
    {
      queryKey: key,
      queryFn: async () => {
        const games = toRecentlyPlayed((await fetchRecentGames()).items);
        replaceRecentlyPlayed(games);
        return games;
      },
      enabled,
    },
    client,
  );
  const change = useApiMutation({
    mutationFn: ({ request }: { next: RecentlyPlayedGame[]; request: () => Promise<unknown> }) => request(),
    onMutate: ({ next }) => {
      const before = client.getQueryData<RecentlyPlayedGame[]>(key);
      client.setQueryData(key, next);
      return before;
    },
    onError: (_error, _change, before) => client.setQueryData(key, before),
  });

  if (loadFailed(list)) return { status: 'error', retry: () => void list.refetch() };
  if (!list.data) return { status: 'loading' };
  const games = list.data;
  return {
    status: 'ready',
    games,
    remove: (slug) =>
      change.mutate({ next: games.filter((g) => g.slug !== slug), request: () => removeRecentGame(slug) }),
    clear: () => change.mutate({ next: [], request: clearRecentGames }),
  };
}

/** The recently played list to show: the server's for a signed-in player, this browser's for a guest. */
export function useRecentlyPlayed(): RecentlyPlayedSource {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(currentUserAtom);
  const guest = useGuestList();
  const server = useServerList(user?.user_id ?? '', loggedIn);
  return loggedIn ? server : guest;
}
