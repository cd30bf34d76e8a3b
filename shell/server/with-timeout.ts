/**
 * A promise's value, or `fallback` when it rejects or takes longer than `ms`: for calls a page must not wait on.
 * `onTimeout` hears of a call that ran out of time (a rejection is the caller's to see).
 */
export function withTimeout<T, F>(
  promise: Promise<T>,
  ms: number,
  fallback: F,
  onTimeout?: () => void,
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => {
      onTimeout?.();
      resolve(fallback);
    }, ms);
  });
  return Promise.race([promise.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}
