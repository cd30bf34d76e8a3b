// `npm run pin -- <remote> <version> [--minutes N] [--next /path] [--portal URL]`: prints a link that pins the
// browser opening it (once its visitor confirms) to that version of the remote for N minutes (default 60, at most
// RELEASE_PIN_MAX_MINUTES, a day), for QA and support. The link opens on the portal named by --portal (or
// PORTAL_URL), which must answer; the pin is recorded through the deploy API (DEPLOY_TOKEN), so that every edge
// keeps the version at hand and `releases:prune` keeps it while the pin lasts. The link is signed with the edge's key: RELEASE_PIN_SECRET, else the secret the edge
// made in DATA_DIR/pin-secret (run with the edge's DATA_DIR; docs/operations.md); the edge ignores a tampered,
// expired or too long one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dataDirSecret } from '@portal/server-kit/secret-file';
import {
  DEFAULT_PIN_MAX_MINUTES,
  DEFAULT_PIN_MINUTES,
  PIN_SECRET_FILE,
  PIN_SECRET_MIN_LENGTH,
  pinLink,
  ReleaseError,
  VERSION_NAME,
} from '@portal/release';
import { sameOriginPath } from '@portal/shared/utils/sameOriginPath';
import { deployApi } from './deploy-api.mjs';
import { requirePortal, servedVersion } from './portal.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run pin -- <remote> <version> [--minutes N] [--next /path] [--portal URL]';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The edge's pin key: RELEASE_PIN_SECRET, else the one made under the edge's DATA_DIR (relative to where the command
 * was typed, as REMOTES_ROOT; unset → the repository's data/, what `npm start` uses).
 */
function pinSecret(env = process.env) {
  const given = env.RELEASE_PIN_SECRET;
  if (given && given.length < PIN_SECRET_MIN_LENGTH)
    throw new ReleaseError(
      `RELEASE_PIN_SECRET must be at least ${PIN_SECRET_MIN_LENGTH} characters (the edge refuses a shorter one too).`,
    );
  if (given) return given;
  const dataDir = env.DATA_DIR
    ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR)
    : path.join(repoRoot, 'data');
  return dataDirSecret(dataDir, PIN_SECRET_FILE);
}

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
  const maxMinutes = Number(process.env.RELEASE_PIN_MAX_MINUTES || DEFAULT_PIN_MAX_MINUTES);
  if (!Number.isInteger(maxMinutes) || maxMinutes < 1)
    throw new ReleaseError('RELEASE_PIN_MAX_MINUTES takes a whole number of at least 1 (the edge must have the same).');
  const minutes = Number(values.minutes ?? Math.min(DEFAULT_PIN_MINUTES, maxMinutes));
  // The edge refuses a pin reaching further than its RELEASE_PIN_MAX_MINUTES: such a link would pin nobody.
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > maxMinutes)
    throw new ReleaseError(`--minutes takes a whole number from 1 to ${maxMinutes} (RELEASE_PIN_MAX_MINUTES).`);
  const origin = requirePortal(values);
  const api = deployApi(values);
  const known = await api.remote(remote);
  if (!VERSION_NAME.test(version) || !known.versions.some((entry) => entry.version === version))
    throw new ReleaseError(`${remote} has no version "${version}" (npm run rollback -- ${remote} --list).`);
  const next = sameOriginPath(values.next ?? '/', origin);
  if (!next) throw new ReleaseError('--next takes a path on the portal, starting with /.');
  await servedVersion(origin, remote);
  const secret = pinSecret();
  // The API's record of the pin is the one the link carries: the same minute count, its own clock.
  const recorded = await api.pin(remote, { version, minutes });
  const until = Date.parse(recorded?.until ?? '') || Date.now() + minutes * 60_000;
  console.log(pinLink(origin, secret, { remote, version, until }, next));
  console.error(
    `${remote} ${version} pinned for ${minutes} min by whoever opens this link (until ${new Date(until).toISOString()})`,
  );
});
