import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's tabs kept in the URL (`?tab=<name>`), so a tab survives a reload and can be linked to; other query
 * parameters are left alone and switching replaces the history entry. An unknown or missing name is `fallback`.
 */
export function useUrlTabs<T extends string>(names: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = requested !== null && (names as readonly string[]).includes(requested) ? (requested as T) : fallback;

  const select = useCallback(
    (tab: T) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { active, select };
}
