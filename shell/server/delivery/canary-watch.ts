import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dropCanary } from '../../../scripts/release/canary.mjs';
import type { ApiAccess } from '../api-access.js';
import type { RemotesRegistry } from '../registry.js';
import { canaryVerdict, type CanaryPolicy, type VersionHealth } from './canary-verdict.js';

/** Who the history names for a rollback the edge made by itself. */
export const AUTOMATIC = 'edge (automatic rollback)';

interface Options {
  registry: RemotesRegistry;
  api: ApiAccess;
  policy: CanaryPolicy;
  intervalMs: number;
  log: { warn: (details: object, message: string) => void };
}

interface Summary {
  versions: Array<VersionHealth & { version: string }>;
}

async function runningCanary(dist: string): Promise<{ stable: string; canary: string } | null> {
  try {
    const pointer = JSON.parse(await readFile(path.join(dist, 'current.json'), 'utf8')) as {
      version?: unknown;
      canary?: { version?: unknown };
    };
    const canary = pointer.canary?.version;
    return typeof pointer.version === 'string' && typeof canary === 'string'
      ? { stable: pointer.version, canary }
      : null;
  } catch {
    return null;
  }
}

/**
 * Automatic rollback: every `intervalMs`, for each remote running a canary, the edge reads the sessions the API
 * counted per version (/remote-health/summary) and drops the canary (recorded in the history with the reason) when
 * canaryVerdict says its sessions fail too often. The edge does it, not the API: the edge owns the release folders
 * it serves (the registry's folders), and it reads the API the same way whether that runs in this process or elsewhere.
 */
export function startCanaryWatch({ registry, api, policy, intervalMs, log }: Options) {
  let running = false;

  async function checkRemote(name: string): Promise<void> {
    const dist = registry.distDir(name);
    if (!dist) return;
    const live = await runningCanary(dist);
    if (!live) return;
    const answer = await api<Summary>('/remote-health/summary', { remote: name });
    if (answer.status !== 200) return;
    const byVersion = new Map(answer.body.data.versions.map((v) => [v.version, v]));
    const verdict = canaryVerdict(byVersion.get(live.stable), byVersion.get(live.canary), policy);
    if (!verdict.drop) return;
    const dropped = await dropCanary({
      distDir: dist,
      remote: name,
      reason: verdict.reason,
      onlyVersion: live.canary,
      by: AUTOMATIC,
    });
    if (dropped) log.warn({ remote: name, version: live.canary, reason: verdict.reason }, 'canary rolled back');
  }

  async function checkOnce(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (const name of registry.names()) {
        await checkRemote(name).catch((error: unknown) =>
          log.warn({ remote: name, err: error }, 'canary check failed; tried again next time'),
        );
      }
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void checkOnce(), intervalMs);
  timer.unref();
  return { checkOnce, stop: () => clearInterval(timer) };
}
