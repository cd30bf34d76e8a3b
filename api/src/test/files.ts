import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every entry under a folder that is not a folder (files, links, anything else written there), as sorted relative
 * paths; none when the folder does not exist. For tests that check what code wrote, and where.
 */
export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
        : Promise.resolve([`${prefix}${e.name}`]),
    ),
  );
  return nested.flat().sort();
}
