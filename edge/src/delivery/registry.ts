import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A federation name: a lowercase identifier (it is the remote's scope and part of its URLs). */
export const REMOTE_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The registry of remotes: which remotes exist and where each one's releases live. It is a JSON file
 * (REMOTES_REGISTRY, by default portal.remotes.json at the repository root) mapping each federation name to its
 * folder, relative to REMOTES_ROOT or absolute. The edge reads it again whenever it changes, so registering a remote
 * (or removing one) takes effect on the next request, with no restart and no shell change.
 */
export interface RemotesRegistry {
  /** The registered names, in the file's order. */
  names(): string[];
  /** Where a remote's versions live (<folder>/dist), or undefined for a name that is not registered. */
  distDir(name: string): string | undefined;
}

/** The registry file's entries that name a valid remote and a folder; anything else is left out. */
export function parseRegistry(text: string, remotesRoot: string): Map<string, string> {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
  const folders = new Map<string, string>();
  for (const [name, folder] of Object.entries(value as Record<string, unknown>)) {
    if (!REMOTE_NAME.test(name) || typeof folder !== 'string' || !folder) continue;
    folders.set(name, path.resolve(remotesRoot, folder, 'dist'));
  }
  return folders;
}

export function createRegistry(
  file: string,
  remotesRoot: string,
  onError: (error: unknown) => void = () => undefined,
): RemotesRegistry {
  let stamp = '';
  let badStamp = '';
  let folders = new Map<string, string>();

  /** The file's content as last read; a file that cannot be read or parsed keeps the last good registry. */
  function current(): Map<string, string> {
    let next = 'missing';
    try {
      const stat = statSync(file);
      next = `${stat.mtimeMs}:${stat.size}`;
      if (next !== stamp && next !== badStamp) {
        folders = parseRegistry(readFileSync(file, 'utf8'), remotesRoot);
        stamp = next;
      }
    } catch (error) {
      // Reported once per bad state of the file, not on every request.
      if (next !== badStamp) onError(error);
      badStamp = next;
    }
    return folders;
  }

  return {
    names: () => [...current().keys()],
    distDir: (name) => current().get(name),
  };
}
