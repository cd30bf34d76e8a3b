// `npm run release -w shell [-- --from <shell build>] [--portal URL]`: the shell's side of the contract. The shell is
// deployed as a whole (it is not versioned like a remote), so this is the check before that deploy: it refuses a
// shell build that cannot serve a version visitors get (a renamed or removed @portal/shared export, a react-router
// export no longer kept, a shared library moved past a remote's range), and one that links to a page no live remote
// serves (its recorded links, page-gate.mjs). With a portal (--portal or PORTAL_URL) and DEPLOY_TOKEN, those versions
// are what the portal's deploy API serves (each remote's current version and canary); else the local builds'
// current versions (served-versions.mjs). It says which. Default shell: this repository's build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { liveShellDir } from './contract-gate.mjs';
import { ReleaseError } from '@portal/release';
import { brokenLinks, livePortal } from './page-gate.mjs';
import { checkServedContract, servedVersions } from './served-versions.mjs';
import { collectRefusal, runCommand } from './command.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('release', async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, portal: { type: 'string' } } });
  const shellDir = values.from
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
    : liveShellDir({}, repoRoot);
  const { source, versions, folders, remotesRoot, live } = await servedVersions({ values, repoRoot });
  const refused = [];
  for (const served of versions) await collectRefusal(refused, () => checkServedContract(served, shellDir));
  const { pages, linkers } = await livePortal({ shellDir, folders, remotesRoot, ...(live ? { live } : {}) });
  const shellLinks = linkers.filter((linker) => linker.folder === 'shell');
  refused.push(...brokenLinks(shellLinks, pages).map((link) => `${link}, which no live remote serves.`));
  if (refused.length)
    throw new ReleaseError(
      `this shell build cannot serve the live remotes:\n  ${refused.join('\n  ')}\n(checked against ${source})`,
    );
  console.log(`shell: ${shellDir} can serve every live remote (checked against ${source})`);
});
