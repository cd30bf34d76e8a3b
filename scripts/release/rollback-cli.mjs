// `npm run rollback -- <remote> [<version>]`: points the remote at an earlier version (rollback.mjs); without a
// version, drops the running canary if there is one, else points at the one current before the last release. `npm run rollback -- <remote> --list` lists its versions.
// REMOTES_ROOT names the folder the edge server reads (default: this repository); `--portal URL` (or PORTAL_URL) the
// portal serving it, which must answer first and serve the version rolled back to afterwards (portal.mjs).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listVersions, ReleaseError, rollback } from '@portal/release';
import { confirmServed, portalOf, servedVersion } from './portal.mjs';
import { readRemoteFolders, remoteDistDir, remotesRootOf } from './remotes.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run rollback -- <remote> [<version> | --list] [--portal URL]';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('rollback', async () => {
  const { values, positionals } = parseArgs({
    options: { list: { type: 'boolean' }, portal: { type: 'string' } },
    allowPositionals: true,
  });
  const [remote, version] = positionals;
  if (!remote || positionals.length > 2 || (values.list && version)) throw new ReleaseError(USAGE);
  const distDir = remoteDistDir(readRemoteFolders(repoRoot), remotesRootOf(process.env, repoRoot), remote);

  if (values.list) {
    const versions = await listVersions({ distDir });
    if (!versions.length) console.log(`${remote}: no versions in ${distDir}`);
    for (const entry of versions) {
      const when = entry.releasedAt ? `released ${entry.releasedAt}` : `written ${entry.writtenAt.toISOString()}`;
      console.log(`${entry.current ? '*' : ' '} ${entry.version}  ${when}${entry.current ? '  (current)' : ''}`);
    }
  } else {
    const portal = portalOf(values);
    if (portal) await servedVersion(portal, remote);
    const result = await rollback({ distDir, remote, version });
    console.log(
      result.droppedCanary
        ? `${remote}: dropped canary ${result.droppedCanary}; every new page load gets ${result.version}`
        : result.moved
          ? `${remote}: rolled back to ${result.version} (was ${result.previous ?? 'none'}); new page loads get it`
          : `${remote}: ${result.version} is already the current version`,
    );
    if (portal) await confirmServed(portal, remote, result.version, distDir);
  }
});
