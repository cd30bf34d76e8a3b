import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentUserAtom, useBrowserValue, usePortalQueryClient, type ApiQuery } from '@portal/shared';

/**
 * A query of the signed-in user's own data. The server renders without a user, and so does the browser while it
 * hydrates (the same frame); the request starts once hydrated, keyed by the user so another account in this tab
 * never sees the previous one's answers.
 */
export function useSignedInQuery<T>(query: ApiQuery<T>, enabled = true): UseQueryResult<T> {
  const userId = useBrowserValue(useAtomValue(currentUserAtom)?.user_id ?? null, null);
  return useQuery(
    { ...query, queryKey: [...query.queryKey, userId], enabled: enabled && userId !== null, retry: false },
    usePortalQueryClient(),
  );
}
