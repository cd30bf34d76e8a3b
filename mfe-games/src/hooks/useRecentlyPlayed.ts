import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  clearRecentGames,
  clearRecentlyPlayed,
  currentUserAtom,
  fetchRecentGames,
  isLoggedInAtom,
  recentlyPlayedAtom,
  removeRecentGame,
  removeRecentlyPlayed,
  replaceRecentlyPlayed,
  toRecentlyPlayed,
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
 * A signed-in player's list is the server's (GET /user/g/recent). Removing and clearing show at once and are
 * undone if the server refuses (the API client shows why). The browser's copy follows, so the home page's
 * "continue playing" row agrees.
 */
function useServerList(userId: string, enabled: boolean): RecentlyPlayedSource {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; games: RecentlyPlayedGame[] }
  >({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading' });
    fetchRecentGames().then(
      (page) => {
        if (!live) return;
        const games = toRecentlyPlayed(page.items);
        replaceRecentlyPlayed(games);
        setState({ status: 'ready', games });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [userId, enabled, attempt]);

  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  const { games } = state;
  const change = (next: RecentlyPlayedGame[], request: () => Promise<unknown>) => {
    setState({ status: 'ready', games: next });
    request().catch(() =>
      setState((current) =>
        current.status === 'ready' && current.games === next ? { status: 'ready', games } : current,
      ),
    );
  };
  return {
    status: 'ready',
    games,
    remove: (slug) =>
      change(
        games.filter((g) => g.slug !== slug),
        () => removeRecentGame(slug),
      ),
    clear: () => change([], clearRecentGames),
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
