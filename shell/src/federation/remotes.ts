import { loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import {
  asContractNeeds,
  contractProblems,
  type ContractNeeds,
  type ContractProvides,
} from '@portal/shared/federation/contract';
import type { RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { checkedPreloadsPlugin } from './checkedPreloads';
import { reportRemoteHealth } from './health';
import { isTimeout, loadFailureKind } from './loadFailure';
import { fetchWithTimeout, loadTimeoutPlugin } from './loadTimeouts';
import { integrityOf, rememberIntegrity, type VersionHashes } from './versionIntegrity';
import type { RemoteName } from './remote-names';

export type { RemoteName };
export interface RemoteEntry {
  version: string;
  entry: string;
  /** SRI hash of the version's remoteEntry.js, recorded at build: a different entry is refused. */
  integrity?: string;
  /** SRI hash of the version's mf-manifest.json, recorded with the entry's. */
  manifestIntegrity?: string;
  /** This visitor runs the canary of this remote, or a version they pinned (the edge resolved it). */
  track?: 'canary' | 'pinned';
  /** What this version needs from the shell (its build's record); absent for versions built before contracts. */
  contract?: ContractNeeds;
  /** The pages and overlay boxes the remote owns (its manifest), composed with the shell's by the edge and here. */
  routes?: RemoteRoutes;
  /** Earlier versions the edge found this shell can serve, newest first. */
  previous?: Array<VersionHashes & { entry: string }>;
}
export type RemotesManifest = Record<RemoteName, RemoteEntry>;

declare global {
  interface Window {
    __PORTAL_REMOTES__?: RemotesManifest;
  }
  /** What this shell build provides to remotes (tooling/contract/provides.cjs), compiled in by its build. */
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
  return earlierVersion(remote);
}

/** The newest earlier version listed, with the ones after it as its own fallbacks. */
function earlierVersion(remote: RemoteEntry): RemoteEntry | null {
  const [next, ...rest] = remote.previous ?? [];
  // An earlier version keeps the routes the edge composed the page with (it rendered the page from them).
  return next ? { ...next, ...(remote.routes ? { routes: remote.routes } : {}), previous: rest } : null;
}

/**
 * The entries of a registry that name a version and an entry; anything else is left out (that area falls back).
 * Routes are the edge's, checked against the contract when it read the version's manifest (this bundle carries no
 * schema checker): anything but an object is dropped (the remote's pages are then unknown here).
 */
export function validRemotes(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([name, remote]) => {
      const { version, entry, routes, ...rest } = (remote ?? {}) as Partial<RemoteEntry>;
      if (typeof version !== 'string' || typeof entry !== 'string') return [];
      const valid = routes && typeof routes === 'object' && !Array.isArray(routes);
      return [[name, { ...rest, version, entry, ...(valid ? { routes } : {}) }]];
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
  for (const [name, remote] of Object.entries(registered)) {
    for (const version of [remote, ...(remote.previous ?? [])]) rememberIntegrity(name, version);
  }
  if (!pluginsRegistered) {
    registerPlugins([loadTimeoutPlugin(undefined, undefined, integrityOf), checkedPreloadsPlugin()]);
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

/** Registers `entry` as the version of `remote` this page loads. */
function switchToVersion(remote: RemoteName, entry: RemoteEntry): void {
  registered = { ...registered, [remote]: entry };
  registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
}

/** Remotes this page moved to an earlier version of after the one it was given failed to load. */
const fellBack = new Set<RemoteName>();
/** A remote of this page runs an earlier version than the one the server rendered it with. */
export const hasFallenBack = (): boolean => fellBack.size > 0;

/**
 * Loads one exposed module ("games/HomePage"). When a version's files cannot load or are refused (their hash), the
 * next earlier version listed is loaded instead, so a bad release shows the previous one rather than nothing; each
 * failure is reported against its version. A load that timed out is not retried with another version: those come
 * from the same host, and each would make the visitor wait as long again. Rejects with RemoteUnavailableError when none loads; the version given
 * is registered again then, so "Try again" starts from it.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const given = registered[remote];
  if (!given) throw new RemoteUnavailableError(remote);
  for (;;) {
    const tried = registered[remote] ?? given;
    try {
      const loaded = await loadRemote<T>(`${remote}/${module}`);
      if (!loaded) throw new Error(`empty module ${remote}/${module}`);
      mounted.add(remote);
      reportRemoteHealth(remote, tried.version, 'load');
      return loaded;
    } catch (error) {
      reportRemoteHealth(remote, tried.version, await loadFailureKind(error), error);
      // Another module of the remote may have moved on already: then this one tries the version it registered.
      if (registered[remote] !== tried) continue;
      const earlier = isTimeout(error) ? null : earlierVersion(tried);
      if (!earlier) {
        switchToVersion(remote, given);
        throw new RemoteUnavailableError(remote, error);
      }
      console.warn(`[portal] ${remote} ${tried.version} failed to load; loading ${earlier.version}`, error);
      fellBack.add(remote);
      // Both versions' runtimes keep their chunks under one global name: the failed one's must not serve the next.
      delete (globalThis as Record<string, unknown>)[`rspackChunkportal_${remote}`];
      switchToVersion(remote, earlier);
    }
  }
}

/** Forget a failed remote so a retry fetches its entry again instead of reusing the failed attempt. */
export function resetRemote(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
}
