import { clearRecentlyPlayed, removeRecentlyPlayed, type RecentlyPlayedGame } from '../state/recentlyPlayed';
import type {
  FavoriteResult,
  ListedGame,
  ListedGamePage,
  RecentRemoval,
  ReportResult,
  UserGameDetail,
} from '../types/account';
import { apiRequest, type RequestOptions } from './client';

/** Per-call choice of the error toast: false when the caller shows the failure itself (product §8). */
export type ToastOption = Pick<RequestOptions, 'showToast'>;

/** Sets (not toggles) the favourite state, so a retried or repeated call is harmless. */
export function setFavorite(slug: string, favorite: boolean, options: ToastOption = {}): Promise<FavoriteResult> {
  return apiRequest<FavoriteResult>('/user/g/favorite', { ...options, method: 'POST', body: { slug, favorite } });
}

/** Removes one game from the signed-in player's recently played, and from this browser's copy once the server agrees. */
export async function removeRecentGame(slug: string): Promise<RecentRemoval> {
  const result = await apiRequest<RecentRemoval>('/user/g/delete', { method: 'POST', body: { slug } });
  removeRecentlyPlayed(slug);
  return result;
}

/** Empties the signed-in player's recently played, and this browser's copy once the server agrees. */
export async function clearRecentGames(): Promise<RecentRemoval> {
  const result = await apiRequest<RecentRemoval>('/user/g/delete', { method: 'POST', body: { all: true } });
  clearRecentlyPlayed();
  return result;
}

/** The server's recently played list: newest first, at most 50. */
export function fetchRecentGames(options: ToastOption = {}): Promise<ListedGamePage> {
  return apiRequest<ListedGamePage>('/user/g/recent', options);
}

/** The server list in the shape of the local recently-played atom (product §9: reset from the server). */
export function toRecentlyPlayed(items: readonly ListedGame[]): RecentlyPlayedGame[] {
  return items.map((game) => ({
    slug: game.slug,
    title: game.title,
    thumbnail: game.thumbnail,
    playedAt: Date.parse(game.listed_at),
  }));
}

export function fetchUserGameDetail(slug: string, options: ToastOption = {}): Promise<UserGameDetail> {
  return apiRequest<UserGameDetail>('/user/g/detail', { ...options, query: { slug } });
}

/**
 * Records a play of a game by the signed-in user (moves it to the top of recently played) and, with `progress`,
 * stores the game's save data (any JSON up to 64 KB) for GET /user/g/detail on any device.
 */
export function reportGame(slug: string, progress?: unknown, options: ToastOption = {}): Promise<ReportResult> {
  return apiRequest<ReportResult>('/user/g/report', {
    ...options,
    method: 'POST',
    body: progress === undefined ? { slug } : { slug, progress },
  });
}
