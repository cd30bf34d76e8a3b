import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** All files under a folder, as sorted relative paths. */
export async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(root, rel);
      return entry.isFile() ? [rel] : [];
    }),
  );
  return nested.flat().sort();
}

/** A short content hash of a folder: the version of a game build. Same files → same version. */
export async function hashFolder(folder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(folder)) {
    hash
      .update(rel.split(path.sep).join('/'))
      .update('\0')
      .update(await readFile(path.join(folder, rel)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
