/**
 * Runs `work` on every item, at most `limit` at a time (each a round trip to the API or the store: one after another
 * a version of a hundred files takes seconds). After a failure no item is started; rejects with the first failure
 * once the running ones have settled.
 */
export async function aFewAtOnce<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length)
      await work(items[next++]!).catch((error: unknown) => {
        failed = true;
        throw error;
      });
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}
