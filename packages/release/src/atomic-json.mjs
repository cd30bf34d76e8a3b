import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a JSON file by renaming a finished temporary file over it: a reader (the edge server, on every request)
 * sees the old content or the new, never a half-written file. The temporary name starts with a dot, which neither
 * the edge server nor nginx serves.
 */
export async function writeJsonAtomic(file, value) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}
