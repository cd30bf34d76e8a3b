import { useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` when `deps` change and tracks its state; a stale result (deps changed meanwhile) is dropped. With
 * `initial` (data the page already has, e.g. inlined in the HTML), the first run is skipped and starts from it.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[], initial?: T): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>(
    initial === undefined ? { status: 'loading' } : { status: 'success', data: initial },
  );
  const skipFirst = useRef(initial !== undefined);
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, deps);
  return state;
}
