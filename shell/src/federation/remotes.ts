import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

/** remotes.json as inlined by the edge server; fetched (no-cache) when the page was not rendered by it. */
export async function readRemotesManifest(): Promise<RemotesManifest> {
  if (window.__PORTAL_REMOTES__) return window.__PORTAL_REMOTES__;
  try {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    return res.ok ? ((await res.json()) as RemotesManifest) : {};
  } catch {
    return {};
  }
}

let registered: RemotesManifest = {};

export function registerPortalRemotes(manifest: RemotesManifest): void {
  registered = manifest;
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
