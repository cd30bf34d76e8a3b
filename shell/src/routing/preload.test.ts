import { createPreloadQueue, MAX_CONCURRENT_PRELOADS, shouldPrefetch } from './preload';

describe('shouldPrefetch', () => {
  it('prefetches when the connection is unknown or fast', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('skips on data saver and on slow-2g or 2g', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
  });

  it('reads navigator.connection by default', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    expect(shouldPrefetch()).toBe(false);
    Reflect.deleteProperty(navigator, 'connection');
    expect(shouldPrefetch()).toBe(true);
  });
});

/** A task the test finishes by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preload queue', () => {
  it('runs at most 4 preloads at once and starts the next as one settles', async () => {
    const queue = createPreloadQueue();
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    const results = tasks.map((task, i) => queue.add(() => (started.push(i), task.promise)));
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.size).toEqual({ running: 4, waiting: 2 });

    tasks[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);

    tasks[0]!.reject(new Error('chunk failed'));
    await expect(results[0]).rejects.toThrow('chunk failed');
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);

    for (const task of tasks) task.resolve();
    await Promise.allSettled(results);
    await flush();
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that throws synchronously', async () => {
    const queue = createPreloadQueue(1);
    await expect(
      queue.add(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(queue.add(async () => 'next')).resolves.toBe('next');
  });

  it('shares a keyed preload that is queued or running', async () => {
    const queue = createPreloadQueue(1);
    const task = deferred<string>();
    const run = jest.fn(() => task.promise);
    const first = queue.add(run, 'games/GamePage');
    const second = queue.add(run, 'games/GamePage');
    expect(second).toBe(first);
    task.resolve('done');
    await expect(second).resolves.toBe('done');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
