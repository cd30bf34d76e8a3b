import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { overlayTitleAtom } from '../state/overlay';

/**
 * Gives the open overlay box the heading `title` (a key in the box's own namespace) while it is set and the box is
 * mounted; null keeps the box's manifest title.
 */
export function useOverlayTitle(title: string | null): void {
  const setTitle = useSetAtom(overlayTitleAtom);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
