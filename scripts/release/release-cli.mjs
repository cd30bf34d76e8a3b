// `npm run release -w mfe-games`: builds the remote and publishes it (release.mjs).
// `npm run release -w mfe-games -- --from <folder>` publishes a build made elsewhere (a CI artifact) as it is.
// `--canary <percent>` publishes it as a canary: that share of visitors gets it (npm run promote / rollback).
// `--portal URL` (or PORTAL_URL) names the portal serving these folders: it must answer before anything is built, and
// serve the new version to new visitors once the pointer moved (portal.mjs).
// REMOTES_ROOT names the folder the edge server reads (default: this repository). A build the live shell
// (SHELL_CLIENT_DIR, default shell/dist/client) cannot serve is refused (contract-gate.mjs), and so is one that drops
// a page the current version serves (page-gate.mjs; `--drop-page <path>`, repeatable, names one dropped on purpose)
// or lacks strings in a locale (strings-gate.mjs).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildRemote } from './build.mjs';
import { checkPercent } from '@portal/release';
import { checkContract, liveShellDir } from './contract-gate.mjs';
import { checkPages } from './page-gate.mjs';
import { confirmServed, portalOf, servedVersion } from './portal.mjs';
import { release } from './release.mjs';
import { readRemoteFolders, remoteDistDir, remoteOfFolder, remotesRootOf } from './remotes.mjs';
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
  const distDir = remoteDistDir(folders, remotesRootOf(process.env, repoRoot), remote);
  const { version: packageVersion } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8'));
  const portal = portalOf(values);
  if (portal) await servedVersion(portal, remote);

  // npm runs workspace scripts in the workspace folder; a relative --from means where the command was typed.
  const built = values.from
    ? path.resolve(process.env.INIT_CWD ?? appDir, values.from)
    : await mkdtemp(path.join(tmpdir(), `release-${remote}-`));
  let result;
  try {
    if (!values.from) await buildRemote(appDir, built);
    await checkContract({ remote, built, shellDir: liveShellDir(process.env, repoRoot) });
    await checkPages({
      remote,
      built,
      distDir,
      shellDir: liveShellDir(process.env, repoRoot),
      folders,
      remotesRoot: remotesRootOf(process.env, repoRoot),
      dropPages: values['drop-page'],
    });
    await checkStrings({ remote, built });
    result = await release({ distDir, remote, built, packageVersion, canaryPercent });
  } finally {
    if (!values.from) await rm(built, { recursive: true, force: true });
  }

  const folder = path.join(distDir, result.version);
  if (!result.moved) console.log(`${remote}: ${result.version} is already the current version (${folder})`);
  else if (canaryPercent)
    console.log(
      `${remote}: canary ${result.version} for ${canaryPercent}% of visitors${result.published ? '' : ' (an existing identical folder)'}, current stays ${result.previous} (${folder})`,
    );
  else
    console.log(
      `${remote}: released ${result.version}${result.published ? '' : ' (an existing identical folder)'}, previously ${result.previous ?? 'none'} (${folder})`,
    );
  if (portal && !canaryPercent) await confirmServed(portal, remote, result.version, distDir);
});
