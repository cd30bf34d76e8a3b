import { useState } from 'react';

/**
 * Slugs removed from a list before the server confirmed it (optimistic removal): hide one at once, and show it
 * again when the server refused.
 */
export function useHiddenSlugs() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const hide = (slug: string) => setHidden((set) => new Set(set).add(slug));
  const restore = (slug: string) =>
    setHidden((set) => {
      const next = new Set(set);
      next.delete(slug);
      return next;
    });
  return { hidden, hide, restore };
}
