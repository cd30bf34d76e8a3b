import { useContext, useMemo } from 'react';
import { QueryClientContext, useQuery, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { AsyncState } from '../state/asyncState';
import { portalQueryClient } from './queryClient';

/** What a page declares once and both the server (prefetch) and the page (render) use: a key and its loader. */
export interface ApiQuery<T> {
  queryKey: QueryKey;
  /** Its loader; the context names the cache (`client`) for a loader that builds on what is already there. */
  queryFn: (context: QueryFunctionContext) => Promise<T>;
  /** How long an answer counts as fresh (default QUERY_STALE_MS); 0 for a player's own lists. */
  staleTime?: number;
  refetchOnMount?: boolean | 'always';
}

export type QueryState<T> = AsyncState<T> & {
  /** Loads it again (after an error): the page shows loading until the answer. */
  retry: () => void;
};

/**
 * A query from the page's one cache, as the loading/error/success state pages render. Its object stays the same
 * while its data does, so it can key derived state. Data the server rendered the page with is already in the cache
 * (dehydrated into the HTML), so the first view makes no request for it. An error shows only when there is no data:
 * a failed refetch leaves the last answer on screen.
 */
export function useApiQuery<T>(query: ApiQuery<T>): QueryState<T> {
  // The server renders each request with a client of its own (a provider); the browser has one for the page.
  const client = useContext(QueryClientContext) ?? portalQueryClient();
  const { status, data, error, refetch } = useQuery(query, client);
  return useMemo((): QueryState<T> => {
    const retry = () => void refetch();
    if (status === 'pending') return { status: 'loading', retry };
    // A refetch that failed (offline, the API down) keeps what the page already shows, e.g. the first page a
    // visitor landed on, reopened offline from the worker's cache with the data it was rendered with.
    if (status === 'error' && data === undefined) return { status: 'error', error, retry };
    return { status: 'success', data: data as T, retry };
  }, [status, data, error, refetch]);
}
