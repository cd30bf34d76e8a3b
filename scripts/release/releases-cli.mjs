// `npm run releases -- <remote>`: the remote's pointer (current version, running canary), its history (who, when,
// percentage, why), both from the deploy API (DEPLOY_TOKEN), and the error rate per version from real sessions (the
// API's /remote-health/summary, read from RELEASES_API_URL when the API answers elsewhere, else the /app/api/v1 of
// the portal named by --portal or PORTAL_URL).
import { parseArgs } from 'node:util';
import { ReleaseError } from '@portal/release';
import { deployApi } from './deploy-api.mjs';
import { requirePortal } from './portal.mjs';
import { runCommand } from './command.mjs';

const USAGE = 'usage: npm run releases -- <remote> [--portal URL]';

function apiUrlOf(values, env) {
  if (env.RELEASES_API_URL) return env.RELEASES_API_URL.replace(/\/$/, '');
  return `${requirePortal(values, env)}/app/api/v1`;
}

async function healthOf(apiUrl, remote) {
  const url = `${apiUrl}/remote-health/summary?remote=${encodeURIComponent(remote)}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return { url, error: `answered ${response.status}` };
    return { url, versions: (await response.json()).data.versions };
  } catch (error) {
    return { url, error: error.message };
  }
}

const rate = ({ sessions, failing }) => (sessions ? `${Number(((100 * failing) / sessions).toFixed(1))}%` : '-');

await runCommand('releases', async () => {
  const { values, positionals } = parseArgs({ options: { portal: { type: 'string' } }, allowPositionals: true });
  const [remote] = positionals;
  if (!remote || positionals.length !== 1) throw new ReleaseError(USAGE);
  const apiUrl = apiUrlOf(values, process.env);
  const api = deployApi(values);
  const [state, newestFirst, health] = await Promise.all([
    api.remote(remote),
    api.history(remote),
    healthOf(apiUrl, remote),
  ]);
  const history = newestFirst.toReversed();
  const integrity = Object.fromEntries(state.versions.map((entry) => [entry.version, entry.integrity]));
  const canarySince = history.findLast((entry) => entry.action === 'canary' && entry.version === state.canary?.version);
  const lines = [`${remote}: current ${state.current ?? 'none'}`];
  if (state.canary)
    lines.push(
      `  canary ${state.canary.version} for ${state.canary.percent}% of visitors since ${canarySince?.at ?? 'unknown'}`,
    );
  lines.push('', 'history (oldest first):');
  if (!history.length) lines.push('  none');
  for (const entry of history) {
    lines.push(
      [
        `  ${entry.at}`,
        entry.action.padEnd(11),
        entry.version,
        entry.previous ? `(current before: ${entry.previous})` : '',
        entry.percent ? `${entry.percent}%` : '',
        `by ${entry.actor ?? 'unknown'}`,
        entry.droppedCanary ? `(canary ${entry.droppedCanary} ended)` : '',
        entry.reason ? `reason: ${entry.reason}` : '',
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
  lines.push('', `error rate per version (sessions from ${health.url}):`);
  if (health.error) lines.push(`  unavailable: ${health.error}`);
  else if (!health.versions.length) lines.push('  no sessions reported yet');
  else
    for (const version of health.versions)
      lines.push(
        `  ${version.version}  ${version.sessions} sessions, ${version.failing} failing (${rate(version)})${integrity[version.version] ? '' : '  (no recorded entry hash)'}`,
      );
  console.log(lines.join('\n'));
  // The registry was read, but a portal that does not answer is no portal to check a release against.
  if (health.error) throw new ReleaseError(`the portal's API at ${apiUrl} does not answer (${health.error}).`);
});
