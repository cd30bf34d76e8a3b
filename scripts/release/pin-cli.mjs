// `npm run pin -- <remote> <version> [--minutes N] [--next /path] [--portal URL]`: prints a link that pins the
// browser opening it to that version of the remote for N minutes (default 60, at most a day), for QA and support.
// The link opens on the portal named by --portal (or PORTAL_URL), which must answer; the
// pin is recorded in the remote's dist/pins.json so `releases:prune` keeps the version while the pin lasts.
// The link is signed with RELEASE_PIN_SECRET (the edge server must have the same one; a local default is used when
// unset, see docs/operations.md); the edge ignores a tampered or expired one.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEFAULT_PIN_MINUTES,
  DEFAULT_PIN_SECRET,
  MAX_PIN_MINUTES,
  pinLink,
  recordPin,
  ReleaseError,
  VERSION_NAME,
  withLock,
} from '@portal/release';
import { requirePortal, servedVersion } from './portal.mjs';
import { readRemoteFolders, remoteDistDir, remotesRootOf } from './remotes.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run pin -- <remote> <version> [--minutes N] [--next /path] [--portal URL]';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

await runCommand('pin', async () => {
  const { values, positionals } = parseArgs({
    options: {
      minutes: { type: 'string' },
      next: { type: 'string' },
      portal: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [remote, version] = positionals;
  if (!remote || !version || positionals.length !== 2) throw new ReleaseError(USAGE);
  const minutes = Number(values.minutes ?? DEFAULT_PIN_MINUTES);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_PIN_MINUTES)
    throw new ReleaseError(`--minutes takes a whole number from 1 to ${MAX_PIN_MINUTES}.`);
  const distDir = remoteDistDir(readRemoteFolders(repoRoot), remotesRootOf(process.env, repoRoot), remote);
  const isFolder = await stat(path.join(distDir, version)).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!VERSION_NAME.test(version) || !isFolder)
    throw new ReleaseError(
      `${remote} has no version "${version}" in ${distDir} (npm run rollback -- ${remote} --list).`,
    );
  const next = values.next ?? '/';
  if (!next.startsWith('/') || next.startsWith('//')) throw new ReleaseError('--next takes a path starting with /.');
  const origin = requirePortal(values);
  await servedVersion(origin, remote);
  const secret = process.env.RELEASE_PIN_SECRET || DEFAULT_PIN_SECRET;
  const until = Date.now() + minutes * 60_000;
  await withLock(distDir, remote, () => recordPin(distDir, { version, until }));
  console.log(pinLink(origin, secret, { remote, version, until }, next));
  console.error(
    `${remote} ${version} pinned for ${minutes} min by whoever opens this link (until ${new Date(until).toISOString()})`,
  );
});
