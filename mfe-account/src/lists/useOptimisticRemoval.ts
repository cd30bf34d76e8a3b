import { useId, useState } from 'react';
import { useApiMutation, usePendingVariables } from '@portal/shared';

/**
 * Removing games from a list before the server confirms it: a slug on its way hides at once (it is a pending
 * request) and stays hidden once the server agrees; a refused one simply stops pending and shows again (the API
 * client shows why). A second click on one on its way is ignored.
 */
export function useOptimisticRemoval<R>(request: (slug: string) => Promise<R>, onRemoved?: (result: R) => void) {
  const mutationKey = ['account', 'list-removal', useId()];
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const removal = useApiMutation({
    mutationKey,
    mutationFn: request,
    onSuccess: (result, slug) => {
      setRemoved((set) => new Set(set).add(slug));
      onRemoved?.(result);
    },
  });
  const pending = usePendingVariables<string>(mutationKey);
  const hidden: ReadonlySet<string> = new Set([...removed, ...pending]);
  const remove = (slug: string) => {
    if (!hidden.has(slug)) removal.mutate(slug);
  };
  return { hidden, remove };
}
