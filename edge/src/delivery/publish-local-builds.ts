import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { INTEGRITY_FILE, readHistory, readPointerState } from '@portal/release';
import { aFewAtOnce } from './a-few-at-once.js';
import { unwrap, type DeployCall, type DeployHistoryEntry, type DeployRegistry } from './deploy-api.js';
import type { RemotesRegistry } from './registry.js';

/** Who the history names for a version `npm start` released from the local build. */
export const LOCAL_BUILD = 'npm start (local build)';
/** The moves that made a version current: the time of the newest is what a local build is compared with. */
const CURRENT_MOVES = new Set(['release', 'promote', 'rollback']);
/** Files of one version uploaded at once. */
const UPLOAD_CONCURRENCY = 4;

interface Options {
  /** The deploy API with an operator token. */
  call: DeployCall;
  /** The local builds: portal.remotes.json's folders, each with dist/<version>/ and dist/current.json. */
  local: RemotesRegistry;
  log: { warn: (details: object, message: string) => void; info: (details: object, message: string) => void };
  /** The reason the history gives for a release made here. */
  reason?: string;
}

/** Every file of a version folder, by path in it; source maps stay local (they are never served). */
async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map') && !entry.name.startsWith('.'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

async function expect(call: Promise<{ status: number; body: unknown }>, what: string) {
  const answer = await call;
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300) ?? ''}`);
  return unwrap<unknown>(answer.body);
}

/** Uploads and seals one local version folder; its SRI record (dist/integrity.json) goes with it. */
async function publish(call: DeployCall, remote: string, distDir: string, version: string): Promise<void> {
  const folder = path.join(distDir, version);
  const files: Record<string, string> = {};
  const base = `/remotes/${remote}/versions/${version}/files`;
  await aFewAtOnce(await filesOf(folder), UPLOAD_CONCURRENCY, async (file) => {
    const bytes = await readFile(path.join(folder, file));
    files[file] = createHash('sha256').update(bytes).digest('hex');
    await expect(call('PUT', `${base}/${file}`, bytes), `upload of ${remote} ${version}/${file}`);
  });
  const integrity = await readFile(path.join(distDir, INTEGRITY_FILE), 'utf8').then(
    (text) => (JSON.parse(text) as Record<string, unknown>)[version],
    () => undefined,
  );
  if (integrity && typeof integrity === 'object' && !files[INTEGRITY_FILE]) {
    const bytes = Buffer.from(JSON.stringify(integrity));
    files[INTEGRITY_FILE] = createHash('sha256').update(bytes).digest('hex');
    await expect(call('PUT', `${base}/${INTEGRITY_FILE}`, bytes), `upload of ${remote} ${version} hashes`);
  }
  // Uploaded in no set order: sealed in the folder's.
  const sealed = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  await expect(
    call('POST', `/remotes/${remote}/versions/${version}/seal`, { files: sealed }),
    `seal of ${remote} ${version}`,
  );
}

/** When the registry's current version became current (its newest move), or 0 when it has none. */
async function currentSince(call: DeployCall, remote: string, current: string | null): Promise<number> {
  if (!current) return 0;
  const history = (await expect(call('GET', `/remotes/${remote}/history`), `history of ${remote}`)) as
    DeployHistoryEntry[] | null;
  const move = (history ?? []).find((entry) => CURRENT_MOVES.has(entry.action) && entry.version === current);
  return move ? Date.parse(move.at) : Number.POSITIVE_INFINITY;
}

/**
 * The embedded portal's bootstrap: each remote's local build (`npm run build` wrote dist/<version>/ and pointed
 * dist/current.json at it) is published through the deploy API when the registry does not know the version yet
 * (upload, seal), then released when it is newer than what the registry serves: the registry has no current version,
 * or its current one was made current before the local build was made. A release made through the API after the
 * build (a team's `npm run release`, a rollback) is never undone by a restart; a new build is released at the next
 * start. Each remote is tried on its own: one that fails is logged and the others go on; the names of those that
 * failed are answered.
 */
export async function publishLocalBuilds({ call, local, log, reason = LOCAL_BUILD }: Options): Promise<string[]> {
  const registry = (await expect(call('GET', '/registry'), 'registry')) as DeployRegistry;
  const failed: string[] = [];
  for (const remote of local.names()) {
    const distDir = local.distDir(remote)!;
    try {
      const state = await readPointerState(distDir).catch(() => null);
      if (!state) continue;
      const builtAt = Date.parse(state.at ?? '') || 0;
      // A local folder that is itself a release history (the file-based tooling's) counts from its last move.
      const lastMove = (await readHistory(distDir).catch(() => [])).at(-1) as { at?: string } | undefined;
      const localAt = Math.max(builtAt, Date.parse(lastMove?.at ?? '') || 0);
      let known = registry.remotes[remote];
      if (!known) {
        await expect(call('POST', '/remotes', { name: remote }), `registration of ${remote}`);
        known = { current: null, canary: null, versions: [], pins: [] };
      }
      if (!known.versions.some((entry) => entry.version === state.version)) {
        await publish(call, remote, distDir, state.version);
        log.info({ remote, version: state.version }, 'local build published to the deploy API');
      }
      if (known.current === state.version) continue;
      if (known.canary || (await currentSince(call, remote, known.current)) >= localAt) {
        log.info(
          { remote, version: state.version, current: known.current },
          'local build kept out: the registry serves a later release',
        );
        continue;
      }
      await expect(
        call('POST', `/remotes/${remote}/release`, { version: state.version, reason }),
        `release of ${remote} ${state.version}`,
      );
      log.info({ remote, version: state.version, previous: known.current }, 'local build released');
    } catch (error) {
      failed.push(remote);
      log.warn({ remote, err: error }, 'local build not published; the registry keeps what it serves');
    }
  }
  return failed;
}
