/** Product §9: at most 4 route preloads run at once. */
export const MAX_CONCURRENT_PRELOADS = 4;

/** The Network Information API, where the browser has it (Chromium). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Link prefetch is skipped when the visitor asked to save data or the connection is slow (product §9). */
export function shouldPrefetch(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

export interface PreloadQueue {
  /**
   * Runs a preload when a slot is free. With a key, a preload already queued or running under that key is
   * shared rather than started twice. The promise settles like the task's.
   */
  add<T>(task: () => Promise<T>, key?: string): Promise<T>;
  /** Preloads running now and waiting for a slot. */
  readonly size: { running: number; waiting: number };
}

export function createPreloadQueue(concurrency = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const byKey = new Map<string, Promise<unknown>>();

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) start();
  };

  function add<T>(task: () => Promise<T>, key?: string): Promise<T> {
    const existing = key === undefined ? undefined : byKey.get(key);
    if (existing) return existing as Promise<T>;
    const result = new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        running += 1;
        // A task that throws synchronously counts as a rejected preload, not a stuck slot.
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            if (key !== undefined) byKey.delete(key);
            next();
          });
      });
    });
    if (key !== undefined) byKey.set(key, result);
    next();
    return result;
  }

  return {
    add,
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}

/** The page's one route preload queue. */
export const preloadQueue = createPreloadQueue();
