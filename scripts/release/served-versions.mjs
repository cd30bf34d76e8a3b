// Which remote versions the shell's checks (`npm run release -w shell`, `npm run release:check`) hold a shell build
// against: with a portal (--portal or PORTAL_URL) and a deploy token (DEPLOY_TOKEN), the versions its deploy API's
// registry serves visitors, each remote's current version and its canary (their recorded contracts read from the
// portal, which serves every version's files); without both, the current version of each local build.
import path from 'node:path';
import { ReleaseError } from '@portal/release';
import { checkContract, checkManifestContract } from './contract-gate.mjs';
import { deployApi, manifestFromPortal, manifestsFromPortal, portalManifestUrl } from './deploy-api.mjs';
import { portalOf } from './portal.mjs';
import { liveRemotes } from './remotes.mjs';

/**
 * One version the shell must serve: a local build (`built`) or a version served by the portal (`manifest`, read
 * from `where`).
 * @typedef {{ remote: string, version: string, built?: string, manifest?: any, where?: string }} ServedVersion
 */

/**
 * The versions to check a shell against, the remotes' folders and REMOTES_ROOT (for the page check), `live` (the
 * page check's reader of each remote's current version; undefined: the local builds) and `source`, which says
 * which versions these are, for the command's output.
 * @returns {Promise<{ source: string, versions: ServedVersion[], folders: Record<string, string>, remotesRoot: string, live?: import('./page-gate.mjs').LiveManifest }>}
 */
export async function servedVersions({ values = {}, env = process.env, repoRoot }) {
  const local = await liveRemotes(repoRoot, env);
  const portal = portalOf(values, env);
  if (!portal || !env.DEPLOY_TOKEN) {
    const why = portal ? ': a portal is named but DEPLOY_TOKEN is not set' : '';
    return {
      source: `the local builds${why}`,
      versions: local.remotes
        .filter(({ version }) => version)
        .map(({ remote, distDir, version }) => ({ remote, version, built: path.join(distDir, version) })),
      folders: local.folders,
      remotesRoot: local.remotesRoot,
    };
  }
  const registry = await deployApi(values, env).registry();
  const remotes = Object.entries(registry?.remotes ?? {});
  if (!remotes.length) throw new ReleaseError(`the deploy API of ${portal} lists no remote.`);
  const versions = [];
  for (const [remote, entry] of remotes)
    for (const version of new Set([entry.current, entry.canary?.version].filter(Boolean)))
      versions.push({
        remote,
        version,
        manifest: await manifestFromPortal(portal, remote, version),
        where: portalManifestUrl(portal, remote, version),
      });
  return {
    source: `the versions ${portal} serves visitors (its deploy API's current versions and canaries)`,
    versions,
    // A remote registered through the API has no folder here: its links are named by the remote.
    folders: Object.fromEntries(remotes.map(([remote]) => [remote, local.folders[remote] ?? remote])),
    remotesRoot: local.remotesRoot,
    live: manifestsFromPortal(portal, registry),
  };
}

/** Refuses (ReleaseError) a served version the shell in `shellDir` cannot serve. */
export function checkServedContract({ remote, version, built, manifest, where }, shellDir) {
  const name = `${remote} ${version}`;
  return built
    ? checkContract({ remote: name, built, shellDir })
    : checkManifestContract({ remote: name, manifest, where, shellDir });
}
