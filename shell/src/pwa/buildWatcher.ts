import { buildReloadPendingAtom, portalStore, stripLocale } from '@portal/shared';
import { isMounted, registeredRemotes, type RemotesManifest } from '../federation/remotes';
import { composePages, matchPage } from '../routing/pages';

/** The edge server's build manifest (no-cache): the shell build and each remote's current version. */
export interface BuildManifest {
  buildId: string;
  shell: string;
  remotes: Record<string, string>;
}

/** What this page runs. A part the page cannot tell (no edge-rendered HTML) is taken from the first poll. */
export interface RunningBuild {
  shell?: string;
  remotes?: Record<string, string>;
}

export const BUILD_MANIFEST_URL = '/_build.json';
export const BUILD_POLL_MS = 5 * 60_000;
/** Coming back to the tab polls too, but not more often than this. */
export const VISIBLE_POLL_MIN_MS = 30_000;

/** The shell's main script is named main.<contenthash>.js; the hash changes whenever any shell chunk does. */
const MAIN_SCRIPT = /\/_shell\/main\.([0-9a-f]+)\.js(?:$|\?)/;

export function shellHashOf(scriptUrls: readonly string[]): string | undefined {
  for (const url of scriptUrls) {
    const match = MAIN_SCRIPT.exec(url);
    if (match) return match[1];
  }
  return undefined;
}

export function runningBuildOf(scriptUrls: readonly string[], remotes: RemotesManifest | undefined): RunningBuild {
  return {
    shell: shellHashOf(scriptUrls),
    remotes: remotes
      ? Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.version]))
      : undefined,
  };
}

function isBuildManifest(value: unknown): value is BuildManifest {
  if (!value || typeof value !== 'object') return false;
  const { buildId, shell, remotes } = value as Partial<BuildManifest>;
  return (
    typeof buildId === 'string' &&
    typeof shell === 'string' &&
    !!remotes &&
    typeof remotes === 'object' &&
    Object.values(remotes).every((version) => typeof version === 'string')
  );
}

const sameVersions = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
};

/** The remotes whose version differs (moved, added or removed) between what this page runs and the latest build. */
export function changedRemotes(running: RunningBuild, latest: BuildManifest): string[] {
  if (running.remotes === undefined) return [];
  const before = running.remotes;
  const names = new Set([...Object.keys(before), ...Object.keys(latest.remotes)]);
  return [...names].filter(
    (name) => !sameVersions({ [name]: before[name] ?? '' }, { [name]: latest.remotes[name] ?? '' }),
  );
}

/**
 * A deploy this page must reload for: the shell changed, or a remote it `concerns` (by default: one it has mounted)
 * moved. A release of a remote the tab never used does not reload it (until it navigates to that remote's page).
 */
export function isNewBuild(
  running: RunningBuild,
  latest: BuildManifest,
  concerns: (remote: string) => boolean = () => true,
): boolean {
  if (running.shell !== undefined && running.shell !== latest.shell) return true;
  return changedRemotes(running, latest).some(concerns);
}

/** The remote that renders a path's page, if a remote does. */
function remoteOfPath(pathname: string): string | undefined {
  const match = matchPage(stripLocale(pathname), composePages(registeredRemotes()));
  return match.kind === 'page' && 'remote' in match.page.render ? match.page.render.remote : undefined;
}

/** The game page of a path ("/fr/games/snake/…" → "snake"), if it is one. */
function gameOf(pathname: string): string | undefined {
  return /^\/games\/([^/]+)/.exec(stripLocale(pathname))?.[1];
}

/**
 * A pending reload happens at the next navigation to another page (product §4), so a new build never interrupts
 * what is on screen: query or hash changes on the same page (typing a search) do not count, and nothing that
 * stays on the same game does either, so play is never cut short. Leaving the game reloads.
 */
export function shouldReloadOnNavigation(pending: boolean, fromPath: string, toPath: string): boolean {
  if (!pending || fromPath === toPath) return false;
  const game = gameOf(fromPath);
  return game === undefined || game !== gameOf(toPath);
}

export async function fetchBuildManifest(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<BuildManifest | null> {
  try {
    const response = await fetchImpl(`${BUILD_MANIFEST_URL}?t=${now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildManifest(body) ? body : null;
  } catch {
    return null; // offline or a deploy in progress: the next poll tells
  }
}

let running: RunningBuild = {};
/** Remotes released since this page loaded that it has not mounted: navigating to one of their pages reloads. */
let movedElsewhere = new Set<string>();
let lastPath = typeof window === 'undefined' ? '/' : window.location.pathname;

/** One poll: fills what the page could not tell about its own build, then compares. */
export async function checkBuild(
  fetchImpl: typeof fetch = fetch,
  concerns: (remote: string) => boolean = (remote) => isMounted(remote),
): Promise<boolean> {
  const latest = await fetchBuildManifest(fetchImpl);
  if (!latest) return false;
  running = { shell: running.shell ?? latest.shell, remotes: running.remotes ?? latest.remotes };
  movedElsewhere = new Set(changedRemotes(running, latest));
  if (!isNewBuild(running, latest, concerns)) return false;
  portalStore.set(buildReloadPendingAtom, true);
  return true;
}

/**
 * Polls the build manifest every 5 minutes and when the tab becomes visible again; a new build marks the page
 * "reload pending" and calls onNewBuild (the shell then asks the service worker to look for its update too).
 */
export function startBuildWatcher(onNewBuild: () => void): () => void {
  running = runningBuildOf(
    [...document.scripts].map((script) => script.src),
    window.__PORTAL_REMOTES__,
  );
  lastPath = window.location.pathname;
  let lastPoll = Date.now();
  let stopped = false;

  const poll = async () => {
    if (stopped || portalStore.get(buildReloadPendingAtom)) return;
    lastPoll = Date.now();
    if (await checkBuild()) onNewBuild();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastPoll >= VISIBLE_POLL_MIN_MS) void poll();
  };
  const timer = setInterval(() => void poll(), BUILD_POLL_MS);
  document.addEventListener('visibilitychange', onVisibility);
  if (running.shell === undefined || running.remotes === undefined) void poll();
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

interface NavigationTarget {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  reload(): void;
  assign(url: string): void;
}

/**
 * Called for every client-side navigation (BuildVersionWatcher does it on each location change): with a reload
 * pending and a real page change, loads nextUrl afresh and returns true. fromPath defaults to the path of the
 * previous navigation this function saw.
 */
export function consumePendingReload(
  nextUrl: string,
  fromPath: string = lastPath,
  target: NavigationTarget = window.location,
): boolean {
  const nextPath = nextUrl.split(/[?#]/)[0] || '/';
  lastPath = nextPath;
  // Pending (the shell or a mounted remote moved), or the next page is rendered by a remote that moved.
  const nextRemote = remoteOfPath(nextPath);
  const pending = portalStore.get(buildReloadPendingAtom) || (!!nextRemote && movedElsewhere.has(nextRemote));
  if (!shouldReloadOnNavigation(pending, fromPath, nextPath)) return false;
  portalStore.set(buildReloadPendingAtom, false);
  // Called after the router moved on, the address is already nextUrl: reload it (assign would only scroll to a hash).
  if (`${target.pathname}${target.search}${target.hash}` === nextUrl) target.reload();
  else target.assign(nextUrl);
  return true;
}
