// `npm run promote -- <remote>`: the running canary becomes the current version for everyone (canary.mjs).
// REMOTES_ROOT names the folder the edge server reads (default: this repository); `--portal URL` (or PORTAL_URL) the
// portal serving it, which must answer first and serve the promoted version afterwards (portal.mjs).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { promote, ReleaseError } from '@portal/release';
import { confirmServed, portalOf, servedVersion } from './portal.mjs';
import { readRemoteFolders, remoteDistDir, remotesRootOf } from './remotes.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run promote -- <remote> [--portal URL]';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('promote', async () => {
  const { values, positionals } = parseArgs({ options: { portal: { type: 'string' } }, allowPositionals: true });
  const [remote] = positionals;
  if (!remote || positionals.length !== 1) throw new ReleaseError(USAGE);
  const distDir = remoteDistDir(readRemoteFolders(repoRoot), remotesRootOf(process.env, repoRoot), remote);
  const portal = portalOf(values);
  if (portal) await servedVersion(portal, remote);
  const result = await promote({ distDir, remote });
  console.log(`${remote}: promoted ${result.version} (was ${result.previous}); every new page load gets it`);
  if (portal) await confirmServed(portal, remote, result.version, distDir);
});
