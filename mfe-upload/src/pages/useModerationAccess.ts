import { useAtomValue } from 'jotai';
import { currentUserAtom, useApiQuery } from '@portal/shared';
import { fetchModerationAccess } from '../api/upload';

/** Whether the signed-in user reviews uploads: the review tab and its queue are theirs only. */
export function useModerationAccess() {
  const user = useAtomValue(currentUserAtom);
  return useApiQuery({
    queryKey: ['account', 'moderation-access', user?.user_id ?? null],
    queryFn: fetchModerationAccess,
  });
}
