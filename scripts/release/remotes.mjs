// Where a remote's releases live. The edge server reads <REMOTES_ROOT>/<folder>/dist/current.json on every request
// and serves <REMOTES_ROOT>/<folder>/dist/<version>/ (edge/src/delivery/remotes.ts); releases and rollbacks write there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPointer, ReleaseError } from '@portal/release';

/**
 * Federation name → folder, from the registry the edge server reads: REMOTES_REGISTRY (relative to where the command
 * was typed), else portal.remotes.json at the repository root.
 */
export function readRemoteFolders(repoRoot, env = process.env) {
  const file = env.REMOTES_REGISTRY
    ? path.resolve(env.INIT_CWD ?? process.cwd(), env.REMOTES_REGISTRY)
    : path.join(repoRoot, 'portal.remotes.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** REMOTES_ROOT as the edge server reads it (relative to where the command was typed), else the repository. */
export function remotesRootOf(env, repoRoot) {
  return env.REMOTES_ROOT ? path.resolve(env.INIT_CWD ?? process.cwd(), env.REMOTES_ROOT) : repoRoot;
}

export function remoteDistDir(folders, remotesRoot, name) {
  if (!Object.hasOwn(folders, name)) {
    throw new ReleaseError(`Unknown remote "${name}". Remotes: ${Object.keys(folders).join(', ')}.`);
  }
  // A folder is relative to REMOTES_ROOT, or absolute (as the edge server resolves it).
  return path.resolve(remotesRoot, folders[name], 'dist');
}

/** The remote a workspace folder builds (`npm run release -w mfe-blog` runs in mfe-blog/). */
export function remoteOfFolder(folders, folder) {
  const name = Object.keys(folders).find((key) => folders[key] === folder);
  if (!name)
    throw new ReleaseError(
      `${folder} is not a remote (portal.remotes.json lists ${Object.values(folders).join(', ')}).`,
    );
  return name;
}

/**
 * The live remotes: the registry's folders, REMOTES_ROOT, and each remote's dist folder and current version (null
 * when it has none).
 */
export async function liveRemotes(repoRoot, env = process.env) {
  const folders = readRemoteFolders(repoRoot);
  const remotesRoot = remotesRootOf(env, repoRoot);
  const remotes = await Promise.all(
    Object.keys(folders).map(async (remote) => {
      const distDir = remoteDistDir(folders, remotesRoot, remote);
      return { remote, distDir, version: await readPointer(distDir) };
    }),
  );
  return { folders, remotesRoot, remotes };
}
