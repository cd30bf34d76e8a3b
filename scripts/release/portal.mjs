// The portal a release command talks to: named on the command line (--portal URL) or in PORTAL_URL, never guessed
// (a default port would silently read whichever portal happens to listen there). A named portal must answer its
// /remotes.json and know the remote, else the command refuses before it changes anything.
import { ReleaseError } from '@portal/release';

/** The portal's origin from `--portal` or PORTAL_URL, without a trailing slash; null when neither names one. */
export function portalOf(values, env = process.env) {
  const url = values.portal ?? env.PORTAL_URL;
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(parsed.protocol);
  } catch {
    throw new ReleaseError(`--portal / PORTAL_URL takes the portal's http(s) origin, not "${url}".`);
  }
  return url.replace(/\/+$/, '');
}

/** The portal's origin, or a refusal saying how to name one. */
export function requirePortal(values, env = process.env) {
  const portal = portalOf(values, env);
  if (!portal)
    throw new ReleaseError('name the portal: --portal http://host:port, or set PORTAL_URL (docs/operations.md).');
  return portal;
}

/** The version of `remote` the portal gives a new visitor (no cookies), read from its /remotes.json. */
export async function servedVersion(portal, remote) {
  let registry;
  try {
    const response = await fetch(`${portal}/remotes.json`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    registry = await response.json();
  } catch (error) {
    throw new ReleaseError(`the portal at ${portal} does not answer (/remotes.json: ${error.message}).`);
  }
  const version = registry?.[remote]?.version;
  if (typeof version !== 'string') throw new ReleaseError(`the portal at ${portal} serves no remote "${remote}".`);
  return version;
}

/** Every edge learns a move from the deploy API within 2 s; a little more before the portal is called wrong. */
const LEARN_MS = 10_000;

/**
 * After a move through the deploy API: the portal must give new visitors `version` within a few seconds (said on
 * the console), else it reads another deploy API than the one this command moved.
 */
export async function confirmServed(portal, remote, version) {
  const until = Date.now() + LEARN_MS;
  let served = await servedVersion(portal, remote).catch(() => null);
  while (served !== version && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    served = await servedVersion(portal, remote).catch(() => null);
  }
  if (served !== version)
    throw new ReleaseError(
      `the deploy API names ${remote} ${version}, but the portal at ${portal} serves ${served ?? 'nothing'}: it reads another deploy API (API_INTERNAL_URL) or cannot read it.`,
    );
  console.log(`${remote}: ${portal} serves ${version} to new visitors`);
}
