import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `value` once hydrated, `serverValue` on the server and during hydration. When the browser's value is the server's
 * (a guest's "not signed in", say) the component is not rendered again after hydration: a page that reads one at
 * its top would otherwise be rendered twice, the second time in one long, uninterruptible task.
 */
export function useBrowserValue<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => serverValue,
  );
}
