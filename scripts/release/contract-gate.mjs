// The release's contract check: a remote version is published only when the live shell can serve it (what the
// remote's build recorded in portal-manifest.json against the shell's portal-provides.json).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { asContractNeeds, contractProblems } from '@portal/shared/federation/contract';
import { missingEntryFiles, ReleaseError } from '@portal/release';

export const PORTAL_MANIFEST = 'portal-manifest.json';
export const SHELL_PROVIDES = 'portal-provides.json';

/** The folder of the shell the edge serves: SHELL_CLIENT_DIR as the edge reads it, else this repository's build. */
export function liveShellDir(env, repoRoot) {
  return env.SHELL_CLIENT_DIR
    ? path.resolve(env.INIT_CWD ?? process.cwd(), env.SHELL_CLIENT_DIR)
    : path.join(repoRoot, 'shell', 'dist', 'client');
}

/** A JSON file of a build; undefined when it is not there. */
export async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw new ReleaseError(`${file} is not valid JSON: ${error.message}`);
  }
}

/** Refuses (ReleaseError naming every missing export or range) a build of `remote` the live shell cannot serve. */
export async function checkContract({ remote, built, shellDir }) {
  // Not a build at all: release() says so.
  if ((await missingEntryFiles(built)).length) return;
  const manifest = await readJson(path.join(built, PORTAL_MANIFEST));
  await checkManifestContract({ remote, manifest, where: built, shellDir });
}

/**
 * The same check on a version's portal-manifest.json as read from `where` (a build folder, or the portal serving a
 * released version).
 */
export async function checkManifestContract({ remote, manifest, where, shellDir }) {
  const needs = asContractNeeds(manifest?.contract);
  if (!needs)
    throw new ReleaseError(
      `${where} records no contract (${PORTAL_MANIFEST}): build ${remote} with this repository's build scripts.`,
    );
  const provides = await readJson(path.join(shellDir, SHELL_PROVIDES));
  if (!provides?.shared || !provides?.exports)
    throw new ReleaseError(
      `the live shell (${shellDir}) records no contract (${SHELL_PROVIDES}): build the shell first (npm run build -w shell).`,
    );
  const problems = contractProblems(needs, provides, satisfy);
  if (problems.length)
    throw new ReleaseError(`${remote} cannot run in the live shell (${shellDir}): ${problems.join('; ')}.`);
}
