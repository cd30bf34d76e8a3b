import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewHint, writeViewHint } from '@portal/shared';

export const THEATRE_STORAGE_KEY = 'portal.theatreMode';
/** The view hint (@portal/shared ssr/viewHints.ts) that lets the server render the game page in theatre layout. */
const THEATRE_HINT = 'theatre';

function stored(): boolean {
  try {
    return localStorage.getItem(THEATRE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(on: boolean) {
  writeViewHint(THEATRE_HINT, on ? '1' : null);
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
  // The server knows this device's choice from its view hint, and hydration renders the same; the stored choice,
  // read after hydration, is the truth (and puts the hint right when the two disagree).
  const hinted = useViewHint(THEATRE_HINT) === '1';
  const [on, setOn] = useState(hinted);
  useEffect(() => {
    const choice = stored();
    setOn(choice);
    if (choice !== hinted) writeViewHint(THEATRE_HINT, choice ? '1' : null);
  }, [hinted]);
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
