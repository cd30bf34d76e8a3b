// dist/current.json names the version new page loads get (remotes.json is composed from it per request).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';

export const POINTER_FILE = 'current.json';

/** The version the pointer names; null when the remote has never been built or released here. */
export async function readPointer(distDir) {
  let text;
  try {
    text = await readFile(path.join(distDir, POINTER_FILE), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  const { version } = JSON.parse(text);
  return typeof version === 'string' ? version : null;
}

/** Moves the pointer in one rename; `action` and `at` say which command moved it, when. */
export async function movePointer(distDir, version, action, at) {
  await writeJsonAtomic(path.join(distDir, POINTER_FILE), { version, action, at: at.toISOString() });
}
