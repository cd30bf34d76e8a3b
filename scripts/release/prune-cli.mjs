// `npm run releases:prune -- --keep N [--remote <name>]`: removes, for every remote (or one), the version folders
// that neither its pointer nor the last N entries of its release history name (prune.mjs).
// REMOTES_ROOT names the folder the edge server reads (default: this repository).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ReleaseError } from '@portal/release';
import { pruneVersions } from './prune.mjs';
import { readRemoteFolders, remoteDistDir, remotesRootOf } from './remotes.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run releases:prune -- --keep <N ≥ 1> [--remote <name>]';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('releases:prune', async () => {
  const { values } = parseArgs({ options: { keep: { type: 'string' }, remote: { type: 'string' } } });
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new ReleaseError(USAGE);
  const folders = readRemoteFolders(repoRoot);
  const remotesRoot = remotesRootOf(process.env, repoRoot);
  for (const remote of values.remote ? [values.remote] : Object.keys(folders)) {
    const { kept, removed } = await pruneVersions({
      distDir: remoteDistDir(folders, remotesRoot, remote),
      remote,
      keep,
    });
    console.log(
      `${remote}: kept ${kept.length} (${kept.join(', ') || 'none'}), removed ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`,
    );
  }
});
