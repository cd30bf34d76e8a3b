// `npm run release -w shell [-- --from <shell build>]`: the shell's side of the contract. The shell is deployed as a
// whole (it is not versioned like a remote), so this is the check before that deploy: it refuses a shell build that
// cannot serve the version each remote's pointer names (a renamed or removed @portal/shared export, a react-router
// export no longer kept, a shared library moved past a remote's range), and one that links to a page no live remote
// serves (its recorded links, page-gate.mjs). Default: this repository's shell build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkContract, liveShellDir } from './contract-gate.mjs';
import { ReleaseError } from '@portal/release';
import { brokenLinks, livePortal } from './page-gate.mjs';
import { liveRemotes } from './remotes.mjs';
import { collectRefusal, runCommand } from './command.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('release', async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const shellDir = values.from
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
    : liveShellDir({}, repoRoot);
  const { folders, remotesRoot, remotes } = await liveRemotes(repoRoot);
  const refused = [];
  for (const { remote, distDir, version } of remotes)
    if (version)
      await collectRefusal(refused, () =>
        checkContract({ remote: `${remote} ${version}`, built: path.join(distDir, version), shellDir }),
      );
  const { pages, linkers } = await livePortal({ shellDir, folders, remotesRoot });
  const shellLinks = linkers.filter((linker) => linker.folder === 'shell');
  refused.push(...brokenLinks(shellLinks, pages).map((link) => `${link}, which no live remote serves.`));
  if (refused.length)
    throw new ReleaseError(`this shell build cannot serve the live remotes:\n  ${refused.join('\n  ')}`);
  console.log(`shell: ${shellDir} can serve every live remote`);
});
