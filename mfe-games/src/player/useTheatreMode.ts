import { useCallback, useEffect, useRef, useState } from 'react';

export const THEATRE_STORAGE_KEY = 'portal.theatreMode';

function stored(): boolean {
  try {
    return localStorage.getItem(THEATRE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(on: boolean) {
  try {
    if (on) localStorage.setItem(THEATRE_STORAGE_KEY, '1');
    else localStorage.removeItem(THEATRE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/** Escape belongs to what has the focus when that is a field or a dialog (a suggestion list, the report form). */
function ownsEscape(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], dialog') !== null;
}

interface Options {
  /** Escape leaves theatre mode only while it shows (a desktop, not in fullscreen, which Escape leaves first). */
  escapable: boolean;
  /** Called after the player turned it off (the button or Escape), to bring the game back into view. */
  onLeave: () => void;
}

/**
 * Theatre mode (a wider stage on desktop, fitted under the header), remembered on this device for every game;
 * Escape leaves it.
 */
export function useTheatreMode({ escapable, onLeave }: Options) {
  // Read after hydration: the server cannot know this device's choice, so the first render is always "off".
  const [on, setOn] = useState(false);
  useEffect(() => setOn(stored()), []);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  const set = useCallback((next: boolean) => {
    setOn(next);
    remember(next);
    if (!next) leave.current();
  }, []);
  const toggle = () => set(!on);

  useEffect(() => {
    if (!on || !escapable) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || ownsEscape(event.target)) return;
      if (!document.fullscreenElement) set(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on, escapable, set]);

  return { on, toggle };
}
