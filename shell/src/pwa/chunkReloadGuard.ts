/**
 * A chunk or remote that fails to load usually means the page runs an old build whose files moved on (or a network
 * blip): one reload fixes it. The guard (product §4, §9) remembers the path and time of the last reload so a failure
 * that a reload does not fix cannot loop: a second failure on the same path within 10 s is left alone.
 */
export const CHUNK_RELOAD_KEY = 'portal.chunkReload';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const CHUNK_MESSAGE = [
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  // Module Federation runtime load errors ("[ Federation Runtime ]: … #RUNTIME-008").
  /RUNTIME-\d{3}/,
];

/** A chunk load failure (webpack/rspack ChunkLoadError, a failed dynamic import) or a federation load error. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_MESSAGE.some((pattern) => pattern.test(message))) return true;
  return isChunkLoadError(cause, depth + 1);
}

interface GuardEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'pathname' | 'reload'>;
  now: () => number;
}

const browserEnvironment = (): GuardEnvironment => ({
  storage: sessionStorage,
  location: window.location,
  now: Date.now,
});

function lastReload(storage: GuardEnvironment['storage']): { path: string; at: number } | null {
  try {
    const value = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    return value && typeof value.path === 'string' && typeof value.at === 'number'
      ? { path: value.path, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/** Reloads the page once for a chunk load failure; returns whether it did. Other errors are left alone. */
export function reloadOnceOnChunkError(error: unknown, env: GuardEnvironment = browserEnvironment()): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = env.location.pathname;
  const now = env.now();
  const last = lastReload(env.storage);
  if (last && last.path === path && now - last.at >= 0 && now - last.at < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Without storage the guard cannot hold, and a reload loop is worse than a failed chunk.
    return false;
  }
  env.location.reload();
  return true;
}

/**
 * Watches the page for chunk failures nobody handled: React 19 reports errors no boundary caught through
 * window "error" events, and a failed import() nobody awaited becomes an unhandled rejection. Failures a remote's
 * error boundary contains never get here; that boundary offers its own retry.
 */
export function listenForChunkErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reloadOnceOnChunkError(event.error);
  const onRejection = (event: PromiseRejectionEvent) => reloadOnceOnChunkError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
