import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import {
  asContractNeeds,
  contractProblems,
  type ContractNeeds,
  type ContractProvides,
} from '@portal/shared/federation/contract';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import type { RemotesRegistry } from './registry.js';
import { ENTRY_FILE, fileHashes, INTEGRITY_FILE, MANIFEST_FILE } from './version-integrity.js';

/** A registered remote's federation name (see registry.ts). */
export type RemoteName = string;

export interface RemoteVersion {
  version: string;
  entry: string;
  /** SRI hash of the version's remoteEntry.js, recorded at build (dist/integrity.json); its chunks' are inside it. */
  integrity?: string;
  /** SRI hash of the version's mf-manifest.json, recorded with the entry's; absent for versions recorded before. */
  manifestIntegrity?: string;
  /** What the version needs from the shell, as its build recorded it (portal-manifest.json); absent for old builds. */
  contract?: ContractNeeds;
  /** The pages and overlay boxes the version owns (its portal-manifest.json); absent for builds without them. */
  routes?: RemoteRoutes;
}

/**
 * A remote in remotes.json: the version to load, and earlier ones (already checked against the shell served, so
 * without their contracts: the registry is inlined in every page) the shell may use when it cannot serve that one.
 */
export interface RemoteEntry extends RemoteVersion {
  previous?: Array<Pick<RemoteVersion, 'version' | 'entry' | 'integrity' | 'manifestIntegrity'>>;
  /** In the discovery document only: the canary the pointer names and the share of visitors who get it. */
  canary?: RemoteVersion & { percent: number };
  /** In the discovery document only: the version this visitor's valid pin names, when the shell can serve it. */
  pinned?: RemoteVersion;
  /** In a visitor's resolved registry: this version is the canary, or one the visitor pinned (delivery/resolve.ts). */
  track?: 'canary' | 'pinned';
}

/** The versions a visitor pinned (signed cookies, verified by the caller), by remote. */
export type PinnedVersions = Partial<Record<RemoteName, string>>;

/** A version folder's name; dot names are private (copies in progress, the release lock) and never named. */
const VERSION = /^[\w-][\w.-]*$/;
/** How many earlier versions (from the release history) remotes.json offers as fallbacks. */
const EARLIER_VERSIONS = 3;

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

interface VersionManifest {
  contract: ContractNeeds | null;
  routes: RemoteRoutes | null;
}

/** Version folders never change, so each one's manifest is read once. */
const manifests = new Map<string, Promise<VersionManifest | undefined>>();

/**
 * A version's recorded contract and routes; nulls without them (built before contracts), undefined when the folder
 * is gone.
 */
function manifestOf(dist: string, version: string): Promise<VersionManifest | undefined> {
  const folder = path.join(dist, version);
  let manifest = manifests.get(folder);
  if (!manifest) {
    manifest = readJson(path.join(folder, 'portal-manifest.json')).then(
      (value) => ({
        contract: asContractNeeds((value as { contract?: unknown } | null)?.contract),
        routes: asRemoteRoutes(value),
      }),
      async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') return { contract: null, routes: null };
        return readFile(path.join(folder, 'mf-manifest.json')).then(
          () => ({ contract: null, routes: null }),
          () => undefined,
        );
      },
    );
    manifests.set(folder, manifest);
  }
  return manifest;
}

/** History entries whose versions were current at some point (a canary that was dropped never was). */
const WAS_CURRENT = new Set(['release', 'promote', 'rollback', undefined]);

interface Pointer {
  version?: unknown;
  canary?: { version?: unknown; percent?: unknown };
}

const readIntegrity = (dist: string): Promise<Record<string, unknown>> =>
  readJson(path.join(dist, INTEGRITY_FILE)).then(
    (value) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {}),
    () => ({}),
  );

/** The pointer's version, then the versions the release history names, newest first, without repeats. */
async function candidateVersions(dist: string, pointer: Pointer): Promise<string[]> {
  if (typeof pointer.version !== 'string' || !VERSION.test(pointer.version)) return [];
  let history: unknown = [];
  try {
    history = await readJson(path.join(dist, 'releases.json'));
  } catch {
    // no history yet: only the pointer's version
  }
  const named = (Array.isArray(history) ? history : [])
    .filter((entry: { action?: unknown }) => WAS_CURRENT.has(entry.action as string | undefined))
    .toReversed()
    .flatMap((entry: { version?: unknown; previous?: unknown }) => [entry.version, entry.previous])
    .filter((version): version is string => typeof version === 'string' && VERSION.test(version));
  return [...new Set([pointer.version, ...named])].slice(0, EARLIER_VERSIONS + 1);
}

/** The pointer's canary, when it names a usable version folder and a percentage in (0, 100). */
function canaryOf(pointer: Pointer): { version: string; percent: number } | null {
  const { version, percent } = pointer.canary ?? {};
  if (typeof version !== 'string' || !VERSION.test(version) || version === pointer.version) return null;
  if (typeof percent !== 'number' || !(percent > 0 && percent < 100)) return null;
  return { version, percent };
}

/** What the shell being served provides (written beside its build); null when its build predates contracts. */
export async function readShellProvides(clientDir: string): Promise<ContractProvides | null> {
  try {
    const value = (await readJson(path.join(clientDir, 'portal-provides.json'))) as Partial<ContractProvides>;
    return value.shared && value.exports ? (value as ContractProvides) : null;
  } catch {
    return null;
  }
}

/** The hashes the browser loads a version with (the entry carries its chunks' own), when recorded. */
export const hashesFor = (
  integrity: string | undefined,
  manifestIntegrity: string | undefined,
): Pick<RemoteVersion, 'integrity' | 'manifestIntegrity'> => ({
  ...(integrity ? { integrity } : {}),
  ...(manifestIntegrity ? { manifestIntegrity } : {}),
});

/** A version folder as the registry names it, when it is there and the shell served can serve it. */
async function usableVersion(
  dist: string,
  name: RemoteName,
  version: string,
  provides: ContractProvides | null,
  integrity: Record<string, unknown>,
  { evenIfMissing = false } = {},
): Promise<RemoteVersion | null> {
  const manifest = await manifestOf(dist, version);
  if (manifest === undefined && !evenIfMissing) return null;
  const contract = manifest?.contract;
  if (contract && provides && contractProblems(contract, provides, satisfy).length) return null;
  const hashes = fileHashes(integrity[version]);
  return {
    version,
    entry: `/remotes/${name}/${version}/${MANIFEST_FILE}`,
    ...hashesFor(hashes[ENTRY_FILE], hashes[MANIFEST_FILE]),
    ...(contract ? { contract } : {}),
    ...(manifest?.routes ? { routes: manifest.routes } : {}),
  };
}

async function remoteEntryOf(
  dist: string,
  name: RemoteName,
  provides: ContractProvides | null,
  pinned: string | undefined,
): Promise<RemoteEntry | null> {
  const pointer = (await readJson(path.join(dist, 'current.json'))) as Pointer;
  const integrity = await readIntegrity(dist);
  const usable: RemoteVersion[] = [];
  // A pointer naming a missing folder keeps the routes of the newest earlier version that recorded them, so its pages
  // still show the remote's fallback rather than "page not found".
  let knownRoutes: RemoteRoutes | undefined;
  const [pointed, ...earlier] = await candidateVersions(dist, pointer);
  for (const version of pointed ? [pointed, ...earlier] : []) {
    knownRoutes ??= (await manifestOf(dist, version))?.routes ?? undefined;
    // The pointer is named as it is (a missing folder is the shell's fallback); earlier versions only if still there.
    const found = await usableVersion(dist, name, version, provides, integrity, { evenIfMissing: version === pointed });
    if (found) usable.push(found);
  }
  const [chosen, ...previous] = usable;
  if (!chosen) return null;
  const routes = chosen.routes ?? knownRoutes;
  const entry: RemoteEntry = {
    ...chosen,
    ...(routes ? { routes } : {}),
    ...(previous.length
      ? {
          previous: previous.map(({ version, entry, integrity, manifestIntegrity }) => ({
            version,
            entry,
            ...hashesFor(integrity, manifestIntegrity),
          })),
        }
      : {}),
  };
  const canary = canaryOf(pointer);
  const canaryVersion = canary && (await usableVersion(dist, name, canary.version, provides, integrity));
  if (canary && canaryVersion) entry.canary = { ...canaryVersion, percent: canary.percent };
  // A pinned version the shell can serve: resolved for this visitor only (delivery/resolve.ts).
  if (pinned && VERSION.test(pinned) && pinned !== chosen.version) {
    const pin = await usableVersion(dist, name, pinned, provides, integrity);
    if (pin) entry.pinned = pin;
  }
  return entry;
}

/**
 * remotes.json: for each registered remote, the version its pointer file (dist/current.json) names, with the pages
 * and overlay boxes that version owns. Moving that pointer is a release or a rollback; the version folders themselves
 * never change. When the shell being served cannot serve that version (its recorded contract), the newest earlier
 * version from the release history it can serve is named instead; a remote with no build, or none the shell can
 * serve, is left out, and the shell shows that area's fallback. Earlier usable versions are listed too, for the
 * shell's own check. This is the discovery document: it also names the pointer's canary (with its percentage) and
 * the version each of `pins` names; entry and manifest hashes come from dist/integrity.json. What one visitor gets is resolved
 * from it by delivery/resolve.ts.
 */
export async function readRemotes(
  registry: RemotesRegistry,
  clientDir?: string,
  pins: PinnedVersions = {},
): Promise<Record<RemoteName, RemoteEntry>> {
  const provides = clientDir ? await readShellProvides(clientDir) : null;
  const entries = await Promise.all(
    registry.names().map(async (name) => {
      try {
        const entry = await remoteEntryOf(registry.distDir(name)!, name, provides, pins[name]);
        return entry ? ([name, entry] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}
