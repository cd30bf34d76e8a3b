// `npm run promote -- <remote>`: the running canary becomes the current version for everyone, through the deploy
// API. The portal is named by `--portal URL` (or PORTAL_URL) and the deploy token by DEPLOY_TOKEN; the portal must
// serve the promoted version afterwards (portal.mjs).
import { parseArgs } from 'node:util';
import { ReleaseError } from '@portal/release';
import { deployApi } from './deploy-api.mjs';
import { confirmServed, requirePortal } from './portal.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run promote -- <remote> [--portal URL]';

await runCommand('promote', async () => {
  const { values, positionals } = parseArgs({ options: { portal: { type: 'string' } }, allowPositionals: true });
  const [remote] = positionals;
  if (!remote || positionals.length !== 1) throw new ReleaseError(USAGE);
  const portal = requirePortal(values);
  const api = deployApi(values);
  const before = await api.remote(remote);
  if (!before.canary) throw new ReleaseError(`${remote} runs no canary to promote.`);
  await api.promote(remote);
  console.log(`${remote}: promoted ${before.canary.version} (was ${before.current}); every new page load gets it`);
  await confirmServed(portal, remote, before.canary.version);
});
