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

/** A registered remote's federation name (see registry.ts). */
export type RemoteName = string;

export interface RemoteVersion {
  version: string;
  entry: string;
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
  previous?: Array<Pick<RemoteVersion, 'version' | 'entry'>>;
}

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

/** The pointer's version, then the versions the release history names, newest first, without repeats. */
async function candidateVersions(dist: string): Promise<string[]> {
  const pointer = (await readJson(path.join(dist, 'current.json'))) as { version?: unknown };
  if (typeof pointer.version !== 'string' || !VERSION.test(pointer.version)) return [];
  let history: unknown = [];
  try {
    history = await readJson(path.join(dist, 'releases.json'));
  } catch {
    // no history yet: only the pointer's version
  }
  const named = (Array.isArray(history) ? history : [])
    .toReversed()
    .flatMap((entry: { version?: unknown; previous?: unknown }) => [entry.version, entry.previous])
    .filter((version): version is string => typeof version === 'string' && VERSION.test(version));
  return [...new Set([pointer.version, ...named])].slice(0, EARLIER_VERSIONS + 1);
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

async function remoteEntryOf(
  dist: string,
  name: RemoteName,
  provides: ContractProvides | null,
): Promise<RemoteEntry | null> {
  const usable: RemoteVersion[] = [];
  // A pointer naming a missing folder keeps the routes of the newest earlier version that recorded them, so its pages
  // still show the remote's fallback rather than "page not found".
  let knownRoutes: RemoteRoutes | undefined;
  const [pointed, ...earlier] = await candidateVersions(dist);
  for (const version of pointed ? [pointed, ...earlier] : []) {
    const manifest = await manifestOf(dist, version);
    knownRoutes ??= manifest?.routes ?? undefined;
    // The pointer is named as it is (a missing folder is the shell's fallback); earlier versions only if still there.
    if (manifest === undefined && version !== pointed) continue;
    const contract = manifest?.contract;
    if (contract && provides && contractProblems(contract, provides, satisfy).length) continue;
    usable.push({
      version,
      entry: `/remotes/${name}/${version}/mf-manifest.json`,
      ...(contract ? { contract } : {}),
      ...(manifest?.routes ? { routes: manifest.routes } : {}),
    });
  }
  const [chosen, ...previous] = usable;
  if (!chosen) return null;
  const routes = chosen.routes ?? knownRoutes;
  return {
    ...chosen,
    ...(routes ? { routes } : {}),
    ...(previous.length ? { previous: previous.map(({ version, entry }) => ({ version, entry })) } : {}),
  };
}

/**
 * remotes.json: for each registered remote, the version its pointer file (dist/current.json) names, with the pages
 * and overlay boxes that version owns. Moving that pointer is a release or a rollback; the version folders themselves
 * never change. When the shell being served cannot serve that version (its recorded contract), the newest earlier
 * version from the release history it can serve is named instead; a remote with no build, or none the shell can
 * serve, is left out, and the shell shows that area's fallback. Earlier usable versions are listed too, for the
 * shell's own check.
 */
export async function readRemotes(
  registry: RemotesRegistry,
  clientDir?: string,
): Promise<Record<RemoteName, RemoteEntry>> {
  const provides = clientDir ? await readShellProvides(clientDir) : null;
  const entries = await Promise.all(
    registry.names().map(async (name) => {
      try {
        const entry = await remoteEntryOf(registry.distDir(name)!, name, provides);
        return entry ? ([name, entry] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}
