import {
  fetchGameStats,
  fetchOpsAccess,
  fetchOpsHistory,
  fetchOpsModeration,
  fetchOpsRemotes,
  fetchStudioGames,
} from './studio';
import type { DayRange } from './studio';

/**
 * The studio's requests as queries. They belong to the signed-in user, so the server never prefetches them (it
 * renders each page's frame) and each is fresh for a short while only: a maker comes back to see new plays.
 */
const FRESH_MS = 15_000;

export const studioQueries = {
  games: () => ({ queryKey: ['studio', 'games'], queryFn: fetchStudioGames, staleTime: FRESH_MS }),
  stats: (slug: string, range: DayRange) => ({
    queryKey: ['studio', 'stats', slug, range.from, range.to],
    queryFn: () => fetchGameStats(slug, range),
    staleTime: FRESH_MS,
  }),
};

export const opsQueries = {
  all: ['ops'] as const,
  /** Whether the user is an operator: asked first, so a user who is not asks for nothing the API would refuse. */
  access: () => ({ queryKey: ['ops-access'], queryFn: fetchOpsAccess, staleTime: FRESH_MS }),
  remotes: () => ({ queryKey: ['ops', 'remotes'], queryFn: fetchOpsRemotes, staleTime: FRESH_MS }),
  history: (remote: string | null) => ({
    queryKey: ['ops', 'history', remote ?? 'all'],
    queryFn: () => fetchOpsHistory(remote),
    staleTime: FRESH_MS,
  }),
  moderation: () => ({ queryKey: ['ops', 'moderation'], queryFn: fetchOpsModeration, staleTime: FRESH_MS }),
};
