import { loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import {
  asContractNeeds,
  contractProblems,
  type ContractNeeds,
  type ContractProvides,
} from '@portal/shared/federation/contract';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { integrityOf, rememberIntegrity } from './entryIntegrity';
import { reportRemoteHealth } from './health';
import { fetchWithTimeout, loadTimeoutPlugin } from './loadTimeouts';
import { linkedStylesheetsPlugin } from './linkedStylesheets';
import type { RemoteName } from './remote-names';

export type { RemoteName };
export interface RemoteEntry {
  version: string;
  entry: string;
  /** SRI hash of the version's remoteEntry.js, recorded at release: a different entry is refused. */
  integrity?: string;
  /** This visitor runs the canary of this remote, or a version they pinned (the edge resolved it). */
  track?: 'canary' | 'pinned';
  /** What this version needs from the shell (its build's record); absent for versions built before contracts. */
  contract?: ContractNeeds;
  /** The pages and overlay boxes the remote owns (its manifest), composed with the shell's by the edge and here. */
  routes?: RemoteRoutes;
  /** Earlier versions the edge found this shell can serve, newest first. */
  previous?: Array<{ version: string; entry: string; integrity?: string }>;
}
export type RemotesManifest = Record<RemoteName, RemoteEntry>;

declare global {
  interface Window {
    __PORTAL_REMOTES__?: RemotesManifest;
  }
  /** What this shell build provides to remotes (scripts/contract/provides.cjs), compiled in by its build. */
  const __PORTAL_PROVIDES__: ContractProvides | undefined;
}

const shellProvides = (): ContractProvides | null =>
  typeof __PORTAL_PROVIDES__ === 'undefined' ? null : (__PORTAL_PROVIDES__ ?? null);

/**
 * The version of a remote this shell mounts: the registry's, unless its recorded contract names something this
 * shell does not provide; then the newest earlier version listed, or none (the area shows its fallback).
 */
export function compatibleVersion(
  name: string,
  remote: RemoteEntry,
  provides: ContractProvides | null = shellProvides(),
): RemoteEntry | null {
  const contract = asContractNeeds(remote.contract);
  const problems = contract && provides ? contractProblems(contract, provides, satisfy) : [];
  if (!problems.length) return remote;
  console.warn(`[portal] ${name} ${remote.version} refused: ${problems.join('; ')}`);
  const [next, ...rest] = remote.previous ?? [];
  // An earlier version keeps the routes the edge composed the page with (it rendered the page from them).
  return next ? { ...next, ...(remote.routes ? { routes: remote.routes } : {}), previous: rest } : null;
}

/**
 * The entries of a registry that name a version and an entry; anything else is left out (that area falls back).
 * Routes that are not a valid manifest are dropped (the remote's pages are then unknown here).
 */
export function validRemotes(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([name, remote]) => {
      const { version, entry, routes, ...rest } = (remote ?? {}) as Partial<RemoteEntry>;
      if (typeof version !== 'string' || typeof entry !== 'string') return [];
      const valid = routes === undefined ? null : asRemoteRoutes(routes);
      return [[name, { ...rest, version, entry, ...(valid ? { routes: valid } : {}) }]];
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
/** Remotes this page has loaded a module of: a release of one of them reloads the tab at its next navigation. */
const mounted = new Set<string>();
export const isMounted = (remote: string): boolean => mounted.has(remote);
let pluginsRegistered = false;

/** The remotes this page registered, with their routes (the page table and the overlay boxes come from them). */
export const registeredRemotes = (): RemotesManifest => registered;
/** The remotes this page runs at a pinned version (the pinned-versions badge lists them). */
export const pinnedRemotes = (): Array<{ remote: RemoteName; version: string }> =>
  Object.entries(registered).flatMap(([remote, entry]) =>
    entry.track === 'pinned' ? [{ remote: remote as RemoteName, version: entry.version }] : [],
  );

/** The version this page registered for a remote. */
export const registeredVersion = (remote: RemoteName): string | undefined => registered[remote]?.version;

export function registerPortalRemotes(manifest: RemotesManifest): void {
  registered = Object.fromEntries(
    Object.entries(manifest).flatMap(([name, remote]) => {
      const usable = compatibleVersion(name, remote);
      return usable ? [[name, usable]] : [];
    }),
  ) as RemotesManifest;
  for (const [name, remote] of Object.entries(registered)) rememberIntegrity(name, remote.version, remote.integrity);
  if (!pluginsRegistered) {
    registerPlugins([loadTimeoutPlugin(undefined, undefined, integrityOf), linkedStylesheetsPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    Object.entries(registered).map(([name, remote]) => ({ name, entry: remote.entry })),
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
    mounted.add(remote);
    reportRemoteHealth(remote, registered[remote]?.version, 'load');
    return loaded;
  } catch (error) {
    reportRemoteHealth(remote, registered[remote]?.version, 'load-error', error);
    throw new RemoteUnavailableError(remote, error);
  }
}

/** Forget a failed remote so a retry fetches its entry again instead of reusing the failed attempt. */
export function resetRemote(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
}
