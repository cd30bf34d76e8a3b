import { useEffect, useEffectEvent, useRef, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/** How many times `deps` changed since the first render, compared item by item as React compares dependencies. */
function useChangeCount(deps: readonly unknown[]): number {
  const [seen, setSeen] = useState({ deps, count: 0 });
  if (seen.deps.length === deps.length && seen.deps.every((dep, i) => Object.is(dep, deps[i]))) return seen.count;
  const next = { deps, count: seen.count + 1 };
  setSeen(next);
  return next.count;
}

/**
 * Runs `load` when `deps` change and tracks its state; a stale result (deps changed meanwhile) is dropped. With
 * `initial` (data the page already has, e.g. inlined in the HTML), the first run is skipped and starts from it.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[], initial?: T): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>(
    initial === undefined ? { status: 'loading' } : { status: 'success', data: initial },
  );
  const skipFirst = useRef(initial !== undefined);
  const change = useChangeCount(deps);
  // The caller's `load` of the render whose deps changed: deps, not a new function each render, start a run.
  const run = useEffectEvent(load);
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    run().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [change]);
  return state;
}
