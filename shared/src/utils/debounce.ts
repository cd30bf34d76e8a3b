import { debounce as debounceEdges } from 'es-toolkit/function';

/** Generic debounce wait (product §9). */
export const DEBOUNCE_MS = 300;
/** Buttons that call the API ignore repeated clicks for this long (product §9). */
export const BUTTON_DEBOUNCE_MS = 1000;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs fn once calls have stopped for `wait` ms (typing, resizing). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_MS): Debounced<A> {
  return debounceEdges(fn, wait);
}

/** Runs fn on the first click at once and ignores further clicks until `wait` ms have passed without one. */
export function debounceButton<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = BUTTON_DEBOUNCE_MS,
): Debounced<A> {
  return debounceEdges(fn, wait, { edges: ['leading'] });
}
