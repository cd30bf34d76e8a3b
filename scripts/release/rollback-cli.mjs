// `npm run rollback -- <remote> [<version>]`: points the remote at an earlier version through the deploy API;
// without a version, drops the running canary if there is one, else points at the one current before the last
// release. `npm run rollback -- <remote> --list` lists its versions. The portal is named by `--portal URL` (or
// PORTAL_URL) and the deploy token by DEPLOY_TOKEN; the portal must serve the version rolled back to afterwards.
import { parseArgs } from 'node:util';
import { ReleaseError } from '@portal/release';
import { deployApi } from './deploy-api.mjs';
import { confirmServed, requirePortal } from './portal.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run rollback -- <remote> [<version> | --list] [--portal URL]';
/** The moves that made a version current: when a listed version was last released. */
const CURRENT_MOVES = new Set(['release', 'promote', 'rollback']);

await runCommand('rollback', async () => {
  const { values, positionals } = parseArgs({
    options: { list: { type: 'boolean' }, portal: { type: 'string' } },
    allowPositionals: true,
  });
  const [remote, version] = positionals;
  if (!remote || positionals.length > 2 || (values.list && version)) throw new ReleaseError(USAGE);
  const portal = requirePortal(values);
  const api = deployApi(values);
  const before = await api.remote(remote);

  if (values.list) {
    const history = await api.history(remote);
    const releasedAt = (name) => history.find((entry) => CURRENT_MOVES.has(entry.action) && entry.version === name)?.at;
    if (!before.versions.length) console.log(`${remote}: no versions in the deploy API`);
    const newestFirst = before.versions.toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    for (const entry of newestFirst) {
      const current = entry.version === before.current;
      const at = releasedAt(entry.version);
      const when = at ? `released ${at}` : `published ${entry.publishedAt}`;
      console.log(`${current ? '*' : ' '} ${entry.version}  ${when}${current ? '  (current)' : ''}`);
    }
    return;
  }
  if (version && !before.versions.some((entry) => entry.version === version))
    throw new ReleaseError(`${remote} has no version "${version}" (npm run rollback -- ${remote} --list).`);
  if (version && version === before.current && !before.canary) {
    console.log(`${remote}: ${version} is already the current version`);
    return;
  }
  await api.rollback(remote, version ? { version } : {});
  const after = await api.remote(remote);
  if (!version && before.canary)
    console.log(`${remote}: dropped canary ${before.canary.version}; every new page load gets ${after.current}`);
  else if (after.current !== before.current)
    console.log(`${remote}: rolled back to ${after.current} (was ${before.current ?? 'none'}); new page loads get it`);
  else console.log(`${remote}: ${after.current} is already the current version`);
  await confirmServed(portal, remote, after.current);
});
