import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { HISTORY_FILE, INTEGRITY_FILE, PINS_FILE, POINTER_FILE, writeJsonAtomic } from '@portal/release';
import type { ObjectStore } from '@portal/object-store';
import { aFewAtOnce } from './a-few-at-once.js';
import type { DeployClient, DeployHistoryEntry, DeployRegistry, DeployRemote } from './deploy-api.js';
import { REMOTE_NAME, type RemotesRegistry } from './registry.js';
import { ENTRY_FILE, MANIFEST_FILE } from './version-integrity.js';

/** The last registry mirrored, kept in the cache so that an edge restarted while the API is down still serves. */
const SAVED_REGISTRY = 'registry.json';
/** A version name as the release tooling makes them; anything else is never written to disk. */
const VERSION = /^[\w-][\w.-]*$/;
/** The history moves whose versions remotes.json may fall back to (delivery/remotes.ts reads the same). */
const WAS_CURRENT = new Set(['release', 'promote', 'rollback']);
/** How many versions of the history, beyond the pointer's, are kept at hand for the contract fallback. */
const EARLIER_VERSIONS = 3;
/** Retry pace while the API cannot be read: quick enough that a recovered API is seen within 2 s. */
const RETRY_MS = [250, 500, 1000];
/** Files of one version read from the store at once: a release waits for the whole version. */
const COPY_CONCURRENCY = 8;

export interface DeployRegistrySource extends RemotesRegistry {
  /** Resolves once the first registry is mirrored (or at once with a saved one, when the API cannot answer). */
  ready: Promise<void>;
  revision(): number | null;
  /** Reads the registry now (after a change this edge made itself), without waiting for the long poll. */
  refresh(): Promise<void>;
  /** Starts the long poll (at once unless `start: false` was given). */
  start(): void;
  /** Ends the long poll; resolves once the mirror's writes under way are done. */
  stop(): Promise<void>;
}

interface Options {
  client: DeployClient;
  store: ObjectStore;
  /** Where the mirror lives: <cacheDir>/<remote>/ holds what dist/ held (pointer, history, pins, version folders). */
  cacheDir: string;
  log: { warn: (details: object, message: string) => void; info: (details: object, message: string) => void };
  start?: boolean;
}

/** The moves of the pointer (and the close of a watch): the history's other lines (seal, pin, register) move nothing. */
const POINTER_MOVES = new Set(['release', 'canary', 'promote', 'drop-canary', 'rollback', 'watch-ended']);

/** The API's pointer moves (newest first, `actor`) as releases.json keeps them (oldest first, `by`). */
export const asFileHistory = (history: DeployHistoryEntry[]) =>
  history
    .filter((entry) => POINTER_MOVES.has(entry.action))
    .toReversed()
    .map(({ actor, reason, percent, health, ...entry }) => ({
      ...entry,
      by: actor,
      ...(reason ? { reason } : {}),
      ...(typeof percent === 'number' ? { percent } : {}),
      ...(health ? { health } : {}),
    }));

/** The versions the edge may serve: the pointer's, the canary's, pinned ones, and a few the history names. */
function versionsToKeep(remote: DeployRemote, history: DeployHistoryEntry[]): Set<string> {
  const sealed = new Set(remote.versions.map((entry) => entry.version));
  const named = history
    .filter((entry) => WAS_CURRENT.has(entry.action))
    .flatMap((entry) => [entry.version, entry.previous]);
  const earlier = [...new Set([remote.current, ...named])].filter(Boolean).slice(0, EARLIER_VERSIONS + 1);
  const wanted = [...earlier, remote.canary?.version, ...remote.pins.map((pin) => pin.version)];
  return new Set(wanted.filter((v): v is string => typeof v === 'string' && VERSION.test(v) && sealed.has(v)));
}

function readSaved(cacheDir: string): DeployRegistry | null {
  try {
    const saved = JSON.parse(readFileSync(path.join(cacheDir, SAVED_REGISTRY), 'utf8')) as DeployRegistry;
    return saved && typeof saved.revision === 'number' && saved.remotes ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The registry of remotes from the deploy API, mirrored into a local cache in the layout the rest of the edge reads
 * (delivery/remotes.ts, remote-files.ts, the server renderer): per remote, current.json (pointer and canary),
 * releases.json (history), pins.json, integrity.json and the version folders it may serve, copied from the object
 * store (`remotes/<remote>/<version>/<path>`). Versions never change, so a folder is copied once; the cache is not
 * state: a new edge rebuilds it from the API and the store. A long poll (`?after=<revision>`) learns every change as
 * it is made; while the API cannot be read, the last registry mirrored keeps being served (after a restart too).
 */
export function createDeployRegistry({ client, store, cacheDir, log, start = true }: Options): DeployRegistrySource {
  let known = readSaved(cacheDir);
  let stopped = false;
  const abort = new AbortController();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  if (known) markReady();

  const distOf = (name: string) => path.join(cacheDir, name);

  async function copyVersion(name: string, version: string): Promise<void> {
    const target = path.join(distOf(name), version);
    if (
      await readdir(target).then(
        () => true,
        () => false,
      )
    )
      return;
    const staging = path.join(distOf(name), `.copy-${version}-${randomUUID()}`);
    const prefix = `remotes/${name}/${version}/`;
    try {
      const keys: string[] = [];
      for await (const { key } of store.list(prefix)) keys.push(key);
      if (!keys.length) throw new Error(`no files under ${prefix} in the object store`);
      await aFewAtOnce(keys, COPY_CONCURRENCY, async (key) => {
        const object = await store.get(key);
        if (!object) return;
        const file = path.join(staging, ...key.slice(prefix.length).split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
        await writeFile(file, Buffer.concat(chunks));
      });
      // Another mirror pass may have put the same immutable version in place first.
      await rename(staging, target).catch(async (error: unknown) => {
        if (
          !(await readdir(target).then(
            () => true,
            () => false,
          ))
        )
          throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Each version's SRI hashes: every file's when the publisher stored them with it, else the registry's two. */
  async function integrityOf(name: string, remote: DeployRemote, copied: Set<string>) {
    const record: Record<string, Record<string, string>> = {};
    for (const entry of remote.versions) {
      if (!VERSION.test(entry.version)) continue;
      const stored = copied.has(entry.version)
        ? await readFile(path.join(distOf(name), entry.version, INTEGRITY_FILE), 'utf8').then(
            (text) => JSON.parse(text) as Record<string, string>,
            () => null,
          )
        : null;
      record[entry.version] = stored ?? {
        ...(entry.integrity ? { [ENTRY_FILE]: entry.integrity } : {}),
        ...(entry.manifestIntegrity ? { [MANIFEST_FILE]: entry.manifestIntegrity } : {}),
      };
    }
    return record;
  }

  async function mirrorRemote(name: string, remote: DeployRemote): Promise<void> {
    const dist = distOf(name);
    await mkdir(dist, { recursive: true });
    const history = await client.history(name);
    const keep = versionsToKeep(remote, history);
    for (const version of keep) await copyVersion(name, version);
    await writeJsonAtomic(path.join(dist, INTEGRITY_FILE), await integrityOf(name, remote, keep));
    await writeJsonAtomic(path.join(dist, HISTORY_FILE), asFileHistory(history));
    await writeJsonAtomic(path.join(dist, PINS_FILE), remote.pins);
    // The pointer last: what it names is on disk by then.
    const last = history[0];
    if (remote.current && VERSION.test(remote.current))
      await writeJsonAtomic(path.join(dist, POINTER_FILE), {
        version: remote.current,
        action: last?.action ?? 'release',
        at: last?.at ?? new Date().toISOString(),
        ...(remote.canary ? { canary: remote.canary } : {}),
      });
    else await rm(path.join(dist, POINTER_FILE), { force: true });
    // Folders of versions the registry no longer lists (pruned) go; the others stay for a later rollback.
    const listed = new Set(remote.versions.map((entry) => entry.version));
    for (const entry of await readdir(dist, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && !listed.has(entry.name))
        await rm(path.join(dist, entry.name), { recursive: true, force: true });
    }
  }

  /** An unregistered remote's mirror (its every version) would otherwise stay on this edge's disk for good. */
  async function forgetUnregistered(registered: Set<string>): Promise<void> {
    const entries = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory() && REMOTE_NAME.test(entry.name) && !registered.has(entry.name))
        await rm(path.join(cacheDir, entry.name), { recursive: true, force: true });
    }
  }

  /** Mirrors one registry; true when every remote was (a remote that failed keeps its last mirror). */
  async function apply(next: DeployRegistry): Promise<boolean> {
    let whole = true;
    const remotes = Object.entries(next.remotes).filter(([name]) => REMOTE_NAME.test(name));
    await Promise.all(
      remotes.map(([name, remote]) =>
        mirrorRemote(name, remote).catch((error: unknown) => {
          whole = false;
          log.warn({ remote: name, err: error }, 'deploy registry: remote not mirrored; tried again');
        }),
      ),
    );
    known = { revision: next.revision, remotes: Object.fromEntries(remotes) };
    await writeJsonAtomic(path.join(cacheDir, SAVED_REGISTRY), known).catch(() => undefined);
    await forgetUnregistered(new Set(remotes.map(([name]) => name)));
    markReady();
    return whole;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
    });

  let applied: number | null = null;
  let refreshing: Promise<void> | null = null;
  let mirroring: Promise<void> = Promise.resolve();

  /**
   * Mirrors one registry after any pass under way. The long poll and a refresh (the edge's own decision) read the
   * same change at once: two passes together write the same files (the same temporary names too, and one fails),
   * and a pass of an older revision finishing last would put the mirror back.
   */
  function mirror(next: DeployRegistry): Promise<void> {
    const pass = mirroring.then(async () => {
      if (applied !== null && next.revision <= applied) return;
      if (!(await apply(next))) throw new Error('registry mirrored in part');
      applied = next.revision;
    });
    mirroring = pass.catch(() => undefined);
    return pass;
  }

  /** Reads the registry (after the revision mirrored, when one is) and mirrors it. */
  async function pollOnce(wait: boolean): Promise<void> {
    const next = await client.registry(wait && applied !== null ? applied : undefined, abort.signal);
    if (next && next.revision !== applied) await mirror(next);
  }

  async function loop(): Promise<void> {
    await mkdir(cacheDir, { recursive: true });
    let failures = 0;
    while (!stopped) {
      try {
        await pollOnce(true);
        if (failures) log.info({}, 'deploy registry read again');
        failures = 0;
      } catch (error) {
        if (stopped) return;
        if (!failures)
          log.warn({ err: error }, 'deploy registry unreadable; serving the last one mirrored while retrying');
        failures += 1;
        // A registry that could not be mirrored is read again whole.
        applied = null;
        markReady();
        await sleep(RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]!);
      }
    }
  }
  let started = false;
  let running: Promise<void> = Promise.resolve();
  const begin = () => {
    if (started || stopped) return;
    started = true;
    running = loop();
  };
  if (start) begin();

  return {
    ready,
    names: () => Object.keys(known?.remotes ?? {}),
    distDir: (name) => (known?.remotes[name] ? distOf(name) : undefined),
    revision: () => applied,
    refresh() {
      refreshing ??= pollOnce(false)
        .catch((error: unknown) => log.warn({ err: error }, 'deploy registry refresh failed'))
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    start: begin,
    async stop() {
      stopped = true;
      markReady();
      abort.abort();
      // The pass under way finishes its writes (a held request in this process ends as its server closes).
      await Promise.race([running, sleep(5_000)]);
    },
  };
}
