// `npm run releases:prune -- --keep N [--remote <name>]`: asks the deploy API to remove, for every remote (or one),
// the versions that neither its pointer, its canary, a live pin nor the last N entries of its release history name.
// The portal is named by `--portal URL` (or PORTAL_URL) and the deploy token by DEPLOY_TOKEN (an operator's for
// every remote).
import { parseArgs } from 'node:util';
import { ReleaseError } from '@portal/release';
import { deployApi } from './deploy-api.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run releases:prune -- --keep <N ≥ 1> [--remote <name>] [--portal URL]';

await runCommand('releases:prune', async () => {
  const { values } = parseArgs({
    options: { keep: { type: 'string' }, remote: { type: 'string' }, portal: { type: 'string' } },
  });
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new ReleaseError(USAGE);
  const api = deployApi(values);
  const registry = await api.registry();
  const remotes = values.remote ? [values.remote] : Object.keys(registry?.remotes ?? {});
  for (const remote of remotes) {
    if (!registry?.remotes?.[remote]) throw new ReleaseError(`Unknown remote "${remote}".`);
    const { kept = [], removed = [] } = (await api.prune(remote, { keep })) ?? {};
    console.log(
      `${remote}: kept ${kept.length} (${kept.join(', ') || 'none'}), removed ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`,
    );
  }
});
