import { useContext } from 'react';
import {
  QueryClientContext,
  useQuery,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
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

/**
 * The page's one QueryClient: the server renders each request with a client of its own (a provider), the browser
 * has one for the page, which remotes reach without a provider of their own.
 */
export function usePortalQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? portalQueryClient();
}

/**
 * A query from the page's one cache. Data the server rendered the page with is already in the cache (dehydrated
 * into the HTML), so the first view makes no request for it.
 */
export function useApiQuery<T>(query: ApiQuery<T>): UseQueryResult<T> {
  return useQuery(query, usePortalQueryClient());
}

/**
 * Whether a page shows its load error: the query failed and has no answer to show. A failed refetch (offline, the
 * API down) keeps what the page already shows, e.g. the first page a visitor landed on, reopened offline from the
 * worker's cache with the data it was rendered with.
 */
export const loadFailed = (query: Pick<UseQueryResult, 'isError' | 'data'>): boolean =>
  query.isError && query.data === undefined;
