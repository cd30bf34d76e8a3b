// `npm run release -w mfe-games`: builds the remote and releases it through the deploy API (deploy-api.mjs).
// `npm run release -w mfe-games -- --from <folder>` releases a build made elsewhere (a CI artifact) as it is.
// `--canary <percent>` releases it as a canary: that share of visitors gets it (npm run promote / rollback).
// The portal is named by `--portal URL` (or PORTAL_URL) and the team's deploy token by DEPLOY_TOKEN: nothing is
// built without both. Before anything is uploaded, a build the live shell (SHELL_CLIENT_DIR, default
// shell/dist/client) cannot serve is refused (contract-gate.mjs), and so is one that drops a page the current
// version serves (page-gate.mjs; `--drop-page <path>`, repeatable, names one dropped on purpose) or lacks strings in
// a locale (strings-gate.mjs). The version is then uploaded file by file, sealed and released; the portal must serve
// it to new visitors within a few seconds (portal.mjs).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPercent, contentDigest, missingEntryFiles, ReleaseError, versionName } from '@portal/release';
import { buildRemote } from './build.mjs';
import { checkContract, liveShellDir } from './contract-gate.mjs';
import { deployApi, manifestsFromPortal, versionIntegrity } from './deploy-api.mjs';
import { checkPages } from './page-gate.mjs';
import { confirmServed, requirePortal, servedVersion } from './portal.mjs';
import { readRemoteFolders, remoteOfFolder, remotesRootOf } from './remotes.mjs';
import { checkStrings } from './strings-gate.mjs';
import { runCommand } from './command.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const appDir = process.cwd();

await runCommand('release', async () => {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      canary: { type: 'string' },
      portal: { type: 'string' },
      'drop-page': { type: 'string', multiple: true },
    },
  });
  const canaryPercent = values.canary === undefined ? undefined : checkPercent(values.canary);
  const folders = readRemoteFolders(repoRoot);
  const remote = remoteOfFolder(folders, path.basename(appDir));
  const { version: packageVersion } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8'));
  const portal = requirePortal(values);
  const api = deployApi(values);
  const before = await api.remote(remote);
  if (before.canary && !canaryPercent)
    throw new ReleaseError(
      `${remote} runs a canary (${before.canary.version}): promote it (npm run promote -- ${remote}) or roll it back (npm run rollback -- ${remote}) first.`,
    );
  if (before.current) await servedVersion(portal, remote);

  // npm runs workspace scripts in the workspace folder; a relative --from means where the command was typed.
  const built = values.from
    ? path.resolve(process.env.INIT_CWD ?? appDir, values.from)
    : await mkdtemp(path.join(tmpdir(), `release-${remote}-`));
  let version;
  let published = false;
  try {
    if (!values.from) await buildRemote(appDir, built);
    const missing = await missingEntryFiles(built);
    if (missing.length)
      throw new ReleaseError(`${built} is not a build of ${remote}: it has no ${missing.join(' or ')}.`);
    await checkContract({ remote, built, shellDir: liveShellDir(process.env, repoRoot) });
    await checkPages({
      remote,
      built,
      shellDir: liveShellDir(process.env, repoRoot),
      folders,
      remotesRoot: remotesRootOf(process.env, repoRoot),
      dropPages: values['drop-page'],
      live: manifestsFromPortal(portal, await api.registry()),
    });
    await checkStrings({ remote, built });
    version = versionName(packageVersion, await contentDigest(built));
    // A sealed version is immutable: the same build is released as it is, never uploaded again.
    if (!before.versions.some((entry) => entry.version === version)) {
      await api.publish(remote, version, built, await versionIntegrity(built));
      published = true;
    }
  } finally {
    if (!values.from) await rm(built, { recursive: true, force: true });
  }

  if (!canaryPercent && before.current === version) {
    console.log(`${remote}: ${version} is already the current version`);
    return;
  }
  await api.release(remote, { version, ...(canaryPercent ? { percent: canaryPercent } : {}) });
  const existing = published ? '' : ' (an existing identical version)';
  if (canaryPercent)
    console.log(
      `${remote}: canary ${version} for ${canaryPercent}% of visitors${existing}, current stays ${before.current}`,
    );
  else {
    console.log(`${remote}: released ${version}${existing}, previously ${before.current ?? 'none'}`);
    await confirmServed(portal, remote, version);
  }
});
