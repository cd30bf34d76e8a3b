// The deploy API as the release commands use it: every release, canary, promotion, rollback and pin is a request to
// the portal's API (PORTAL_URL or --portal, under /app/api/v1/deploy) with a deploy token (DEPLOY_TOKEN: a team's
// token acts on its remote only, an operator's on all). Versions are uploaded file by file and sealed before they
// can be released; the edges learn every move from the API within 2 s (docs/operations.md).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError, whoRuns } from '@portal/release';
import { requirePortal } from './portal.mjs';

const API_PREFIX = '/app/api/v1';
const TOKEN_HELP =
  'set DEPLOY_TOKEN to a deploy token: a team token of this remote (npm run deploy-token -w api -- create --role team --remote <remote> --label "<team>") or an operator token (docs/operations.md).';

/** The deploy API's base URL: DEPLOY_API_URL when the API answers elsewhere, else the named portal's. */
export function deployApiUrl(values, env = process.env) {
  if (env.DEPLOY_API_URL) return env.DEPLOY_API_URL.replace(/\/+$/, '');
  return `${requirePortal(values, env)}${API_PREFIX}/deploy`;
}

/** The API's envelope ({ success, data }) around the contract's shapes. */
const unwrap = (body) => (body && typeof body === 'object' && 'success' in body && 'data' in body ? body.data : body);

/**
 * A client of the deploy API with `DEPLOY_TOKEN`; refuses (ReleaseError) without a token, and turns every refusal of
 * the API (its localised message) into one.
 */
export function deployApi(values, env = process.env) {
  const base = deployApiUrl(values, env);
  const token = env.DEPLOY_TOKEN;
  if (!token) throw new ReleaseError(`no deploy token: ${TOKEN_HELP}`);

  async function call(method, route, body, { raw = false } = {}) {
    let response;
    try {
      response = await fetch(`${base}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          // The history names the token's label and who ran the command (RELEASE_BY in CI, else the user).
          'x-deploy-by': whoRuns(env),
          ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
        },
        ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new ReleaseError(`the deploy API at ${base} does not answer (${error.message}).`);
    }
    const text = await response.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    if (response.status === 401) throw new ReleaseError(`the deploy API refused the token (401): ${TOKEN_HELP}`);
    if (!response.ok)
      throw new ReleaseError(
        `the deploy API refused ${method} ${route} (${response.status}): ${parsed?.message ?? 'no message'}`,
      );
    return unwrap(parsed);
  }

  const remotePath = (remote) => `/remotes/${encodeURIComponent(remote)}`;
  return {
    base,
    registry: () => call('GET', '/registry'),
    history: (remote) => call('GET', `${remotePath(remote)}/history`),
    /** The remote's entry in the registry; refuses a remote the registry does not know. */
    async remote(remote) {
      const registry = await call('GET', '/registry');
      const entry = registry?.remotes?.[remote];
      if (!entry)
        throw new ReleaseError(
          `Unknown remote "${remote}". Remotes: ${Object.keys(registry?.remotes ?? {}).join(', ') || 'none'}.`,
        );
      return entry;
    },
    /** Uploads every file of a built version folder (and its SRI record), then seals the version. */
    async publish(remote, version, folder, integrity) {
      const files = {};
      const base = `${remotePath(remote)}/versions/${encodeURIComponent(version)}`;
      const put = async (file, bytes) => {
        files[file] = createHash('sha256').update(bytes).digest('hex');
        await call('PUT', `${base}/files/${file.split('/').map(encodeURIComponent).join('/')}`, bytes, { raw: true });
      };
      for (const file of await filesOf(folder)) await put(file, await readFile(path.join(folder, file)));
      if (integrity && !files['integrity.json']) await put('integrity.json', Buffer.from(JSON.stringify(integrity)));
      await call('POST', `${base}/seal`, { files });
      return Object.keys(files).length;
    },
    release: (remote, body) => call('POST', `${remotePath(remote)}/release`, body),
    promote: (remote, body = {}) => call('POST', `${remotePath(remote)}/promote`, body),
    endCanary: (remote, body = {}) => call('POST', `${remotePath(remote)}/canary/end`, body),
    rollback: (remote, body = {}) => call('POST', `${remotePath(remote)}/rollback`, body),
    pin: (remote, body) => call('POST', `${remotePath(remote)}/pins`, body),
    prune: (remote, body) => call('POST', `${remotePath(remote)}/prune`, body),
    /** Removes a remote from the registry (an operator's); refused while it serves a version unless `force`. */
    unregister: (remote, { force, reason }) => {
      const query = new URLSearchParams({ force: String(force), ...(reason ? { reason } : {}) });
      return call('DELETE', `${remotePath(remote)}?${query}`);
    },
  };
}

/** Every file of a version folder by path in it; source maps and dot files stay local (they are never served). */
export async function filesOf(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.endsWith('.map') && !file.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

/**
 * The current versions as the deploy API's registry names them, each one's portal-manifest.json read from the portal
 * (which serves every version's files): what the page check compares a new build with.
 * @returns {import('./page-gate.mjs').LiveManifest}
 */
export const manifestsFromPortal = (portal, registry) => async (name) => {
  const version = registry?.remotes?.[name]?.current;
  if (!version) return null;
  return { version, manifest: await manifestFromPortal(portal, name, version) };
};

/** The URL of a version's portal-manifest.json on the portal. */
export const portalManifestUrl = (portal, name, version) => `${portal}/remotes/${name}/${version}/portal-manifest.json`;

/** A version's portal-manifest.json as the portal serves it; undefined when the portal has no such file. */
export async function manifestFromPortal(portal, name, version) {
  const url = portalManifestUrl(portal, name, version);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? await response.json() : undefined;
  } catch (error) {
    throw new ReleaseError(`the portal does not serve ${name} ${version} (${url}: ${error.message}).`);
  }
}

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The SRI hash of every file of a version folder (the record the edge checks server builds and entries with). */
export async function versionIntegrity(folder) {
  const hashes = {};
  for (const file of await filesOf(folder)) hashes[file] = sri(await readFile(path.join(folder, file)));
  return hashes;
}
