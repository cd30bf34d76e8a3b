import { fetchRemotesManifest, registeredVersion, type RemoteName, type RemotesManifest } from './remotes';

/** Session storage key: the remote versions this tab already reloaded for ("games@0.1.0-abc", …). */
export const REMOTE_RELOAD_KEY = 'portal.remoteReloads';

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  fetchRegistry: () => Promise<RemotesManifest>;
  running: (remote: RemoteName) => string | undefined;
  /** Whether the browser is offline, and the page's address then. */
  offline: () => boolean;
  path: () => string;
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
  fetchRegistry: fetchRemotesManifest,
  running: registeredVersion,
  offline: () => navigator.onLine === false,
  path: () => window.location.pathname,
});

function reloadedFor(storage: ReloadEnvironment['storage']): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(REMOTE_RELOAD_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A remote failed to load. A reload helps only when this page predates a release of it (its old version folder may
 * be gone); a remote that hangs or is down stays so after a reload. So the page reloads when the registry now names
 * another version than the one that failed, and at most once per failed version in this browser session; otherwise
 * the area keeps its fallback. Returns whether it reloaded.
 */
export async function reloadForNewerRemote(
  remote: RemoteName,
  env: ReloadEnvironment = browserEnvironment(),
): Promise<boolean> {
  // Offline, a remote whose files were never cached cannot load: a full load of the address lets the service worker
  // answer with the page as last seen or its offline page (once per address in this session).
  if (env.offline()) return reloadOnce(`offline:${env.path()}`, env);
  const failed = env.running(remote);
  if (!failed) return false;
  const latest = (await env.fetchRegistry())[remote]?.version;
  if (!latest || latest === failed) return false;
  return reloadOnce(`${remote}@${failed}`, env);
}

/** Reloads the page unless it already did for `key` in this browser session. */
function reloadOnce(key: string, env: ReloadEnvironment): boolean {
  const done = reloadedFor(env.storage);
  if (done.includes(key)) return false;
  try {
    env.storage.setItem(REMOTE_RELOAD_KEY, JSON.stringify([...done, key]));
  } catch {
    return false; // without storage the limit cannot hold, and a reload loop is worse than a fallback
  }
  env.reload();
  return true;
}
