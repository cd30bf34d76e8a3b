import { useEffect, useRef } from 'react';

/**
 * Moves the focus to a step's heading when the step appears, so keyboard and screen-reader users land on the new
 * content instead of on a button that just vanished. `enabled` is false for the first step of a fresh page.
 */
export function useStepFocus<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only when the step appears, not on every render.
  }, []);
  return ref;
}
