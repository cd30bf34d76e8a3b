import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import {
  asContractNeeds,
  contractProblems,
  type ContractNeeds,
  type ContractProvides,
} from '@portal/shared/federation/contract';
import remoteFolders from '../../portal.remotes.json' with { type: 'json' };

export type RemoteName = keyof typeof remoteFolders;
export const REMOTE_NAMES = Object.keys(remoteFolders) as RemoteName[];

export interface RemoteVersion {
  version: string;
  entry: string;
  /** What the version needs from the shell, as its build recorded it (portal-manifest.json); absent for old builds. */
  contract?: ContractNeeds;
}

/**
 * A remote in remotes.json: the version to load, and earlier ones (already checked against the shell served, so
 * without their contracts: the registry is inlined in every page) the shell may use when it cannot serve that one.
 */
export interface RemoteEntry extends RemoteVersion {
  previous?: Array<Pick<RemoteVersion, 'version' | 'entry'>>;
}

/** Where a remote's versioned builds live: <remotesRoot>/<folder>/dist/<version>/. */
export function remoteDistDir(remotesRoot: string, name: RemoteName): string {
  return path.join(remotesRoot, remoteFolders[name], 'dist');
}

/** A version folder's name; dot names are private (copies in progress, the release lock) and never named. */
const VERSION = /^[\w-][\w.-]*$/;
/** How many earlier versions (from the release history) remotes.json offers as fallbacks. */
const EARLIER_VERSIONS = 3;

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/** Version folders never change, so what each one needs is read once. */
const contracts = new Map<string, Promise<ContractNeeds | null | undefined>>();

/** A version's recorded contract; null without one (built before contracts), undefined when the folder is gone. */
function contractOf(dist: string, version: string): Promise<ContractNeeds | null | undefined> {
  const folder = path.join(dist, version);
  let contract = contracts.get(folder);
  if (!contract) {
    contract = readJson(path.join(folder, 'portal-manifest.json')).then(
      (manifest) => asContractNeeds((manifest as { contract?: unknown } | null)?.contract),
      async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') return null;
        return readFile(path.join(folder, 'mf-manifest.json')).then(
          () => null,
          () => undefined,
        );
      },
    );
    contracts.set(folder, contract);
  }
  return contract;
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
  const [pointed, ...earlier] = await candidateVersions(dist);
  for (const version of pointed ? [pointed, ...earlier] : []) {
    const contract = await contractOf(dist, version);
    // The pointer is named as it is (a missing folder is the shell's fallback); earlier versions only if still there.
    if (contract === undefined && version !== pointed) continue;
    if (contract && provides && contractProblems(contract, provides, satisfy).length) continue;
    usable.push({
      version,
      entry: `/remotes/${name}/${version}/mf-manifest.json`,
      ...(contract ? { contract } : {}),
    });
  }
  const [chosen, ...previous] = usable;
  if (!chosen) return null;
  return previous.length ? { ...chosen, previous: previous.map(({ version, entry }) => ({ version, entry })) } : chosen;
}

/**
 * remotes.json: for each remote, the version its pointer file (dist/current.json) names. Moving that pointer is a
 * release or a rollback; the version folders themselves never change. When the shell being served cannot serve
 * that version (its recorded contract), the newest earlier version from the release history it can serve is named
 * instead; a remote with no build, or none the shell can serve, is left out, and the shell shows that area's
 * fallback. Earlier usable versions are listed too, for the shell's own check.
 */
export async function readRemotes(
  remotesRoot: string,
  clientDir?: string,
): Promise<Partial<Record<RemoteName, RemoteEntry>>> {
  const provides = clientDir ? await readShellProvides(clientDir) : null;
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      try {
        const entry = await remoteEntryOf(remoteDistDir(remotesRoot, name), name, provides);
        return entry ? ([name, entry] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}
