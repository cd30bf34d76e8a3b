import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout, loadTimeoutPlugin } from './loadTimeouts';
import type { RemoteName } from './remote-names';

export type { RemoteName };
export interface RemoteEntry {
  version: string;
  entry: string;
}
export type RemotesManifest = Partial<Record<RemoteName, RemoteEntry>>;

declare global {
  interface Window {
    __PORTAL_REMOTES__?: RemotesManifest;
  }
}

/** The entries of a registry that name a version and an entry; anything else is left out (that area falls back). */
export function validRemotes(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, remote]) => {
      const { version, entry } = (remote ?? {}) as Partial<RemoteEntry>;
      return typeof version === 'string' && typeof entry === 'string';
    }),
  ) as RemotesManifest;
}

/** remotes.json (no-cache), within the load timeouts; an empty registry when it cannot be read. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  try {
    const res = await fetchWithTimeout('/remotes.json', { cache: 'no-cache' });
    return validRemotes(await res.json());
  } catch {
    return {};
  }
}

/** remotes.json as inlined by the edge server; fetched when the page was not rendered by it. */
export async function readRemotesManifest(): Promise<RemotesManifest> {
  if (window.__PORTAL_REMOTES__) return validRemotes(window.__PORTAL_REMOTES__);
  return fetchRemotesManifest();
}

let registered: RemotesManifest = {};
let pluginsRegistered = false;

/** The version this page registered for a remote. */
export const registeredVersion = (remote: RemoteName): string | undefined => registered[remote]?.version;

export function registerPortalRemotes(manifest: RemotesManifest): void {
  registered = manifest;
  if (!pluginsRegistered) {
    registerPlugins([loadTimeoutPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    Object.entries(manifest).map(([name, remote]) => ({ name, entry: remote.entry })),
    { force: true },
  );
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one exposed module ("games/HomePage"); rejects with RemoteUnavailableError when its files cannot load. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  if (!registered[remote]) throw new RemoteUnavailableError(remote);
  try {
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (!loaded) throw new Error(`empty module ${remote}/${module}`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** Forget a failed remote so a retry fetches its entry again instead of reusing the failed attempt. */
export function resetRemote(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
}
