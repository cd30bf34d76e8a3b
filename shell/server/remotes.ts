import { readFile } from 'node:fs/promises';
import path from 'node:path';
import remoteFolders from '../../portal.remotes.json' with { type: 'json' };

export type RemoteName = keyof typeof remoteFolders;
export const REMOTE_NAMES = Object.keys(remoteFolders) as RemoteName[];

export interface RemoteEntry {
  version: string;
  entry: string;
}

/** Where a remote's versioned builds live: <remotesRoot>/<folder>/dist/<version>/. */
export function remoteDistDir(remotesRoot: string, name: RemoteName): string {
  return path.join(remotesRoot, remoteFolders[name], 'dist');
}

/** A version folder's name; dot names are private (copies in progress, the release lock) and never named. */
const VERSION = /^[\w-][\w.-]*$/;

/**
 * remotes.json: for each remote, the version its pointer file (dist/current.json) names. Moving that pointer is a
 * release or a rollback; the version folders themselves never change. A remote with no build is left out, and
 * the shell shows that area's fallback.
 */
export async function readRemotes(remotesRoot: string): Promise<Partial<Record<RemoteName, RemoteEntry>>> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      try {
        const pointer = JSON.parse(
          await readFile(path.join(remoteDistDir(remotesRoot, name), 'current.json'), 'utf8'),
        ) as {
          version?: unknown;
        };
        if (typeof pointer.version !== 'string' || !VERSION.test(pointer.version)) return null;
        return [
          name,
          { version: pointer.version, entry: `/remotes/${name}/${pointer.version}/mf-manifest.json` },
        ] as const;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}
