import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ENTRY_FILES } from '@portal/release';

/** Every string in a federation manifest: its asset file names among them. */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

const isFolder = (dir: string) =>
  stat(dir).then(
    (entry) => entry.isDirectory(),
    () => false,
  );

/**
 * Whether a file missing from a version folder is the version's fault: the folder exists and the file is one of its
 * entry files or named by its manifest. Anything else is a request for a file no page asks for (a typo, a probe,
 * someone trying to make a version look broken), and never counts against it.
 */
export function createVersionFiles() {
  const named = new Map<string, Promise<Set<string>>>();

  function namedFiles(folder: string): Promise<Set<string>> {
    let files = named.get(folder);
    if (!files) {
      // A version folder never changes: its manifest is read once.
      files = readFile(path.join(folder, 'mf-manifest.json'), 'utf8').then(
        (text) => strings(JSON.parse(text), new Set(ENTRY_FILES)),
        () => new Set(ENTRY_FILES),
      );
      named.set(folder, files);
    }
    return files;
  }

  return async function missingByFault(dist: string, file: string): Promise<boolean> {
    const [version = '', ...rest] = file.split('/');
    const folder = path.join(dist, version);
    return rest.length > 0 && (await isFolder(folder)) && (await namedFiles(folder)).has(rest.join('/'));
  };
}
