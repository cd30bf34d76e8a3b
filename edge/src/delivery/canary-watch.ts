import { readHistory, readPointerState, watchedRelease, type HistoryEntry } from '@portal/release';
import type { ApiAccess } from '../http/api-access.js';
import type { RemotesRegistry } from './registry.js';
import { describeVerdict, healthVerdict, type HealthPolicy, type VersionHealth } from './health-verdict.js';
import { fileDecisions, type ReleaseDecisions } from './release-decisions.js';

/** How often a decision that keeps failing is logged again (the watch retries it at every check). */
const REPEAT_LOG_MS = 60_000;

export { AUTOMATIC } from './release-decisions.js';
/** A burst of server-side failures is looked at this soon, rather than at the next interval. */
const SOON_MS = 250;

interface Options {
  registry: RemotesRegistry;
  api: ApiAccess;
  policy: HealthPolicy;
  intervalMs: number;
  /** How long a release (or promotion) is watched; 0: not at all. */
  releaseWatchMs: number;
  log: {
    error: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  };
  /** Where a decision is recorded: the deploy API, or the release folders (the default). */
  decisions?: ReleaseDecisions;
  now?: () => number;
}

interface Summary {
  versions: Array<VersionHealth & { version: string }>;
}

/**
 * Automatic rollback. Every `intervalMs` (and soon after the edge records a server-side failure), for each remote:
 * while a canary runs, its sessions are judged against the current version's; for `releaseWatchMs` after a release
 * or promotion, the new version's against the version before it. healthVerdict decides (a sequential
 * beta-binomial rule); a drop or rollback, and the end of a watch that kept the release, go into the history with
 * their numbers. The edge does it, not the API: it sees the server-side failures itself, and reads the API the
 * same way whether that runs in this process or elsewhere. What it decides is recorded where releases are made
 * (release-decisions.ts: through the deploy API, or in the release folders). With several edge replicas the "only
 * that version" checks (and the release lock, with folders) make a second decision a no-op or a repeat of the first.
 */
export function startCanaryWatch({
  registry,
  api,
  policy,
  intervalMs,
  releaseWatchMs,
  log,
  decisions = fileDecisions,
  now = Date.now,
}: Options) {
  /** Watches this edge closed: never judged again, even where the close is not written down (deploy API). */
  const closed = new Set<string>();
  let running: Promise<void> | null = null;
  let again = false;
  let soon: NodeJS.Timeout | undefined;

  /** Remotes whose summary could not be read at the last look: said once, not at every interval. */
  const unreadable = new Set<string>();

  async function healthOf(remote: string): Promise<Map<string, VersionHealth> | null> {
    const answer = await api<Summary>('/remote-health/summary', { remote });
    if (answer.status === 200) {
      unreadable.delete(remote);
      return new Map(answer.body.data.versions.map((v) => [v.version, v]));
    }
    // Without the numbers nothing is judged: a canary that fails for everyone would run on unnoticed.
    if (!unreadable.has(remote))
      log.error(
        { remote, status: answer.status, message: (answer.body as { message?: unknown } | null)?.message },
        'remote health summary unreadable; no automatic rollback until it is',
      );
    unreadable.add(remote);
    return null;
  }

  /** When each failing decision was last logged: it is tried at every check, and said once a minute. */
  const failingSince = new Map<string, number>();

  /** A decision that did not take effect because recording it failed (not because another edge made it first). */
  async function decide(
    what: string,
    details: { remote: string; version: string; reason: string },
    act: () => Promise<boolean>,
  ) {
    const key = `${what} ${details.remote} ${details.version}`;
    try {
      const done = await act();
      failingSince.delete(key);
      return done;
    } catch (error) {
      const last = failingSince.get(key);
      if (last === undefined || Date.now() - last >= REPEAT_LOG_MS) {
        failingSince.set(key, Date.now());
        log.error({ ...details, err: error }, `${what} failed; tried again at every check, said once a minute`);
      }
      return false;
    }
  }

  async function judgeCanary(remote: string, distDir: string, stable: string, canary: string): Promise<void> {
    const health = await healthOf(remote);
    if (!health) return;
    const { drop, evidence } = healthVerdict(health.get(stable), health.get(canary), policy);
    if (!drop) return;
    const reason = describeVerdict('automatic', evidence, { candidate: 'canary', baseline: 'stable' });
    const dropped = await decide('automatic canary rollback', { remote, version: canary, reason }, () =>
      decisions.dropCanary({ distDir, remote, reason, health: evidence, onlyVersion: canary }),
    );
    if (dropped) log.warn({ remote, version: canary, reason }, 'canary rolled back');
  }

  async function judgeRelease(remote: string, distDir: string, release: HistoryEntry): Promise<void> {
    const watch = `${remote} ${release.version} ${release.at}`;
    if (closed.has(watch)) return;
    const health = await healthOf(remote);
    if (!health) return;
    const previous = release.previous!;
    const { drop, evidence } = healthVerdict(health.get(previous), health.get(release.version), policy);
    const names = { candidate: 'release', baseline: `previous version ${previous}` };
    const ended = now() - Date.parse(release.at) >= releaseWatchMs;
    if (drop) {
      const reason = describeVerdict('automatic', evidence, names);
      const back = await decide('automatic rollback', { remote, version: release.version, reason }, () =>
        decisions.rollback({ distDir, remote, version: previous, onlyFrom: release.version, reason, health: evidence }),
      );
      if (back) log.warn({ remote, version: release.version, reason }, 'release rolled back');
    } else if (ended) {
      const reason = describeVerdict(`kept after ${Math.round(releaseWatchMs / 1000)} s`, evidence, names);
      const kept = await decisions.endWatch({ distDir, remote, release, reason, health: evidence });
      closed.add(watch);
      if (kept) log.info({ remote, version: release.version, reason }, 'release watch ended; kept');
    }
  }

  async function checkRemote(remote: string): Promise<void> {
    const distDir = registry.distDir(remote);
    // An unreadable pointer is judged again next time.
    const state = distDir ? await readPointerState(distDir).catch(() => null) : null;
    if (!distDir || !state) return;
    if (state.canary) return judgeCanary(remote, distDir, state.version, state.canary.version);
    if (releaseWatchMs <= 0) return;
    const release = watchedRelease(await readHistory(distDir), state.version);
    if (release) await judgeRelease(remote, distDir, release);
  }

  async function checkAll(): Promise<void> {
    do {
      again = false;
      for (const name of registry.names()) {
        await checkRemote(name).catch((error: unknown) =>
          log.warn({ remote: name, err: error }, 'health check failed; tried again next time'),
        );
      }
    } while (again);
  }

  /** One pass over every remote; a pass asked for while one runs follows it (with the newest numbers). */
  function checkOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = checkAll().finally(() => {
      running = null;
    });
    return running;
  }

  /** The fast path: new failures the edge saw itself are judged within a moment. */
  function checkSoon(): void {
    if (soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      void checkOnce();
    }, SOON_MS);
    soon.unref();
  }

  const timer = setInterval(() => void checkOnce(), intervalMs);
  timer.unref();
  return {
    checkOnce,
    checkSoon,
    stop: () => {
      clearInterval(timer);
      clearTimeout(soon);
    },
  };
}
