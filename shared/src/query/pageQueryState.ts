import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';

/**
 * The server's query cache as a page carries it: each successful query's key, data and time read, and when it was
 * dehydrated. What every such query holds alike (its status, counters, errors: a few hundred bytes each) is left
 * out and filled back in by expandQueryState, so the first view's document stays within its first round trip.
 */
export interface PageQueryState {
  at: number;
  queries: Array<[key: QueryKey, data: unknown, updatedAt: number]>;
}

export function compactQueryState(state: DehydratedState, at = Date.now()): PageQueryState {
  return {
    at,
    queries: state.queries
      .filter((query) => query.state.status === 'success')
      .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]),
  };
}

const isEntry = (entry: unknown): entry is PageQueryState['queries'][number] =>
  Array.isArray(entry) && entry.length === 3 && Array.isArray(entry[0]) && typeof entry[2] === 'number';

/** What hydrate() takes, from a page's state; anything malformed (a page cut short, edited storage) is left out. */
export function expandQueryState(value: unknown): DehydratedState {
  const { at, queries } = (value ?? {}) as Partial<PageQueryState>;
  const dehydratedAt = typeof at === 'number' ? at : Date.now();
  return {
    mutations: [],
    queries: (Array.isArray(queries) ? queries : []).filter(isEntry).map(([queryKey, data, dataUpdatedAt]) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
      },
    })),
  };
}
