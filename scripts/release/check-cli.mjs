// `npm run release:check [-- --portal URL]`: the release's checks on what is built, publishing nothing (CI runs it
// after the build, scripts/test.mjs). The live shell (SHELL_CLIENT_DIR, default shell/dist/client) must serve every
// remote version visitors get, by its contract: with a portal (--portal or PORTAL_URL) and DEPLOY_TOKEN, the
// versions its deploy API serves (current and canary), else each local build's current version (served-versions.mjs;
// the output says which). Each local build's current version must pass the strings check, and every page link the
// shell and the remotes record must lead to a page one of them serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { liveShellDir } from './contract-gate.mjs';
import { collectRefusal, runCommand } from './command.mjs';
import { brokenLinks, livePortal } from './page-gate.mjs';
import { liveRemotes } from './remotes.mjs';
import { checkServedContract, servedVersions } from './served-versions.mjs';
import { checkStrings } from './strings-gate.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('release:check', async () => {
  const { values } = parseArgs({ options: { portal: { type: 'string' } } });
  const shellDir = liveShellDir(process.env, repoRoot);
  const served = await servedVersions({ values, repoRoot });
  const problems = [];
  for (const version of served.versions) await collectRefusal(problems, () => checkServedContract(version, shellDir));
  // The strings are a build's own: checked on what was built here, whichever versions the contract was checked on.
  for (const { remote, distDir, version } of (await liveRemotes(repoRoot)).remotes) {
    if (!version) {
      problems.push(`${remote} has no current version in ${distDir}: build it first (npm run build).`);
      continue;
    }
    await collectRefusal(problems, () =>
      checkStrings({ remote: `${remote} ${version}`, built: path.join(distDir, version) }),
    );
  }
  const { folders, remotesRoot, live } = served;
  const { pages, linkers } = await livePortal({ shellDir, folders, remotesRoot, ...(live ? { live } : {}) });
  problems.push(...brokenLinks(linkers, pages).map((link) => `${link}, which no page serves.`));

  if (problems.length) {
    console.error(`release:check: refused (contracts checked against ${served.source}):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else
    console.log(
      `release:check: the live shell ${shellDir} serves ${served.source}, and every local build passes the release checks`,
    );
});
