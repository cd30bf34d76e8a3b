// `npm run release:check`: the release's checks on what is built, publishing nothing (CI runs it after the build,
// scripts/test.mjs). Each remote's current version must pass its release's contract and strings checks against the
// live shell (SHELL_CLIENT_DIR, default shell/dist/client), and every page link the shell and the remotes record must
// lead to a page one of them serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContract, liveShellDir } from './contract-gate.mjs';
import { collectRefusal } from './command.mjs';
import { brokenLinks, livePortal } from './page-gate.mjs';
import { liveRemotes } from './remotes.mjs';
import { checkStrings } from './strings-gate.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const shellDir = liveShellDir(process.env, repoRoot);
const { folders, remotesRoot, remotes } = await liveRemotes(repoRoot);
const problems = [];
for (const { remote, distDir, version } of remotes) {
  if (!version) {
    problems.push(`${remote} has no current version in ${distDir}: build it first (npm run build).`);
    continue;
  }
  const built = path.join(distDir, version);
  await collectRefusal(problems, () => checkContract({ remote: `${remote} ${version}`, built, shellDir }));
  await collectRefusal(problems, () => checkStrings({ remote: `${remote} ${version}`, built }));
}
const { pages, linkers } = await livePortal({ shellDir, folders, remotesRoot });
problems.push(...brokenLinks(linkers, pages).map((link) => `${link}, which no page serves.`));

if (problems.length) {
  console.error(`release:check: refused:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else console.log(`release:check: every remote's current version passes the release checks against ${shellDir}`);
