import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures';

/**
 * The deploy API of the portal under test, called as an operator's tooling does (e2e/playwright.config.ts starts
 * the portal with DEPLOY_OPERATOR_TOKEN = E2E_DEPLOY_TOKEN): for specs that stage a release the release command
 * would refuse or that no team would build (a copy of a version under another name, a forced incompatible one).
 */
const deployApi = `${process.env.E2E_BASE_URL}/app/api/v1/deploy`;
const authorization = `Bearer ${process.env.E2E_DEPLOY_TOKEN}`;

/** One deploy API call; fails the test unless it succeeds. Answers the envelope's `data`. */
export async function deploy<T = unknown>(method: string, route: string, body?: Buffer | object): Promise<T> {
  const raw = Buffer.isBuffer(body);
  const response = await fetch(`${deployApi}${route}`, {
    method,
    headers: {
      authorization,
      ...(body ? { 'content-type': raw ? 'application/octet-stream' : 'application/json' } : {}),
    },
    ...(body ? { body: raw ? new Uint8Array(body) : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  expect(response.status, `${method} ${route}: ${text}`).toBeLessThan(300);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** The version a remote's pointer names in the registry. */
export async function currentOf(remote: string): Promise<string> {
  const registry = await deploy<{ remotes: Record<string, { current: string }> }>('GET', '/registry');
  return registry.remotes[remote]!.current;
}

/** Uploads a built version folder (source maps left out) as `version` of `remote` and seals it. */
export async function publishFolder(remote: string, folder: string, version: string): Promise<void> {
  const files: Record<string, string> = {};
  for (const entry of (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())) {
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative.endsWith('.map')) continue;
    const bytes = await readFile(path.join(folder, relative));
    files[relative] = createHash('sha256').update(bytes).digest('hex');
    await deploy('PUT', `/remotes/${remote}/versions/${version}/files/${relative}`, bytes);
  }
  await deploy('POST', `/remotes/${remote}/versions/${version}/seal`, { files });
}

/** Points `remote` at `version` (released, or rolled back to when it was current before), with a reason. */
export const pointAt = (remote: string, version: string, reason: string) =>
  deploy('POST', `/remotes/${remote}/rollback`, { version, reason });

/** Releases a sealed version to every visitor. */
export const releaseVersion = (remote: string, version: string, reason: string) =>
  deploy('POST', `/remotes/${remote}/release`, { version, reason });
