import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A remote's current version and running canary from its dist/current.json; null when it has none or is unreadable. */
export async function readPointerState(dist: string): Promise<{ version: string; canary: string | null } | null> {
  try {
    const pointer = JSON.parse(await readFile(path.join(dist, 'current.json'), 'utf8')) as {
      version?: unknown;
      canary?: { version?: unknown };
    };
    const canary = pointer.canary?.version;
    return typeof pointer.version === 'string'
      ? { version: pointer.version, canary: typeof canary === 'string' ? canary : null }
      : null;
  } catch {
    return null;
  }
}
