import { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from './keys';

/** Data is fresh for a minute: navigating back to a page shows it at once and refreshes it only after that. */
export const QUERY_STALE_MS = 60_000;

declare global {
  interface Window {
    /** The server's query cache for the first view (see edge/src/ssr and pageQueryState.ts), hydrated before the first render. */
    __PORTAL_QUERY_STATE__?: unknown;
  }
}

/**
 * A QueryClient with the portal's defaults. The API client already retries idempotent calls once (product §7),
 * so queries do not retry again; a page that regains focus does not refetch behind the player's back.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // A player's own lists change from other pages (a favourite added on a game page): read afresh on every visit.
  client.setQueryDefaults(QUERY_KEYS.account, { staleTime: 0 });
  return client;
}

let browserClient: QueryClient | undefined;

/**
 * The page's one QueryClient. @tanstack/react-query and @portal/shared are federation singletons, so the shell
 * and every remote read and invalidate the same cache. The server makes one per request instead (never this one).
 */
export function portalQueryClient(): QueryClient {
  return (browserClient ??= createQueryClient());
}
