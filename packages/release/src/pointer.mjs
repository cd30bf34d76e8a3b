// dist/current.json names the version new page loads get (remotes.json is composed from it per request), and the
// canary, when one runs: { version, action, at, canary?: { version, percent, at, by } }.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';

export const POINTER_FILE = 'current.json';

/** The whole pointer; null when the remote has never been built or released here. */
export async function readPointerState(distDir) {
  let text;
  try {
    text = await readFile(path.join(distDir, POINTER_FILE), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  const state = JSON.parse(text);
  if (typeof state.version !== 'string') return null;
  const canary = state.canary;
  const validCanary =
    canary && typeof canary.version === 'string' && Number.isFinite(canary.percent) ? canary : undefined;
  return { ...state, canary: validCanary };
}

/** The version the pointer names; null when the remote has never been built or released here. */
export async function readPointer(distDir) {
  return (await readPointerState(distDir))?.version ?? null;
}

/** Moves the pointer in one rename (any canary ends with it); `action` and `at` say which command moved it, when. */
export async function movePointer(distDir, version, action, at) {
  await writeJsonAtomic(path.join(distDir, POINTER_FILE), { version, action, at: at.toISOString() });
}

/** Starts or replaces the canary beside the current version, in one rename. */
export async function setCanary(distDir, state, canary) {
  await writeJsonAtomic(path.join(distDir, POINTER_FILE), { ...state, canary });
}
