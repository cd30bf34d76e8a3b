// `npm run remotes:unregister -- <remote> [--force] [--reason <text>]`: an operator retires a remote. The deploy API
// refuses while visitors are served a version of it (current or canary) unless --force; it removes the remote's
// pointer, pins and versions (their files too), revokes its team tokens and records who did it, and every edge stops
// serving it. Its history stays; `POST /deploy/remotes` (registering it again) starts it empty. The portal is named
// by `--portal URL` (or PORTAL_URL) and the deploy token by DEPLOY_TOKEN (an operator's).
import { parseArgs } from 'node:util';
import { ReleaseError } from '@portal/release';
import { deployApi } from './deploy-api.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run remotes:unregister -- <remote> [--force] [--reason <text>] [--portal URL]';

await runCommand('remotes:unregister', async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, reason: { type: 'string' }, portal: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new ReleaseError(USAGE);
  const [remote] = positionals;
  const api = deployApi(values);
  // Named now, with the registry's remotes, rather than as the API's bare 404.
  await api.remote(remote);
  const done = await api.unregister(remote, { force: values.force ?? false, reason: values.reason });
  const served = [done.current && `current ${done.current}`, done.canary && `canary ${done.canary}`].filter(Boolean);
  console.log(
    `${remote}: unregistered${served.length ? ` (it served ${served.join(', ')})` : ''}; removed ${done.versions.length} versions, revoked ${done.revokedTokens} team tokens`,
  );
});
