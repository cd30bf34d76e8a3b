import { useState } from 'react';
import { useApiMutation } from '@portal/shared';

/**
 * Removing games from a list before the server confirms it: a removed slug hides at once (onMutate) and shows
 * again when the server refuses (onError; the API client shows why). A second click on one on its way is ignored.
 */
export function useOptimisticRemoval<R>(request: (slug: string) => Promise<R>, onRemoved?: (result: R) => void) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const removal = useApiMutation({
    mutationFn: request,
    onMutate: (slug: string) => setHidden((set) => new Set(set).add(slug)),
    onError: (_error, slug) =>
      setHidden((set) => {
        const next = new Set(set);
        next.delete(slug);
        return next;
      }),
    onSuccess: (result) => onRemoved?.(result),
  });
  const remove = (slug: string) => {
    if (!hidden.has(slug)) removal.mutate(slug);
  };
  return { hidden, remove };
}
