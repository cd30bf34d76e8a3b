import { debounce as debounceEdges } from 'es-toolkit/function';

/** Generic debounce wait (product §9). */
export const DEBOUNCE_MS = 300;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs fn once calls have stopped for `wait` ms (typing, resizing). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_MS): Debounced<A> {
  return debounceEdges(fn, wait);
}
