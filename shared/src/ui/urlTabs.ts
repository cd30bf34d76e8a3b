import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's tabs kept in the URL (`?tab=<name>`), so a tab survives a reload and can be linked to; other query
 * parameters are left alone and switching replaces the history entry. `refFor(tab)` registers a tab's button so
 * `select(tab, true)` can move focus to it (WAI-ARIA tabs with a roving tabindex).
 */
export function useUrlTabs<T extends string>(names: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = requested !== null && (names as readonly string[]).includes(requested) ? (requested as T) : fallback;
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  const select = useCallback(
    (tab: T, focus = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      );
      if (focus) buttons.current[tab]?.focus();
    },
    [setParams],
  );
  const refFor = (tab: T) => (element: HTMLButtonElement | null) => {
    buttons.current[tab] = element;
  };
  return { active, select, refFor };
}

/**
 * The tab a key moves to among the visible ones: arrows wrap around and follow what the eye sees (in a
 * right-to-left page the next tab is to the left), Home and End go to the ends; null for any other key.
 */
export function tabAfterKey<T>(key: string, visible: readonly T[], current: T, direction: 'ltr' | 'rtl'): T | null {
  const index = Math.max(0, visible.indexOf(current));
  const last = visible.length - 1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return visible[index === last ? 0 : index + 1]!;
  if (key === backward) return visible[index === 0 ? last : index - 1]!;
  if (key === 'Home') return visible[0]!;
  if (key === 'End') return visible[last]!;
  return null;
}
