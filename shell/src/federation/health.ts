import { getRuntimeConfig } from '@portal/shared';
import type { BrowserHealthKind } from '@portal/shared/contract/remote-health';
import type { RemoteName } from './remote-names';

/**
 * Remote health from real sessions (docs/operations.md, progressive delivery): each remote version this tab runs is
 * reported once when it loads, and its load failures, integrity failures, render errors caught by its error
 * boundary and unhandled errors attributed to it (each kind once), to POST {apiBase}/remote-health in batches (fetch
 * keepalive; sendBeacon when the page is hidden). Each event carries the edge's token for this visitor and that
 * remote version, fetched once from HEALTH_TOKENS_PATH with the versions the page runs (never in the page: a page is
 * the same for every visitor and a CDN may share it): the API counts nothing else, so a version this visitor was
 * not served (a newer one loaded after a release) is not reported. The edge rolls a version back by itself when its sessions fail more.
 */
interface HealthEvent {
  remote: RemoteName;
  version: string;
  kind: BrowserHealthKind;
  message?: string;
}

/** The element holding a page's tokens, in pages that carry them (tests, older edges). */
const TOKENS_ID = 'portal-health';
/** Where the edge answers this visitor's tokens (edge/src/delivery/health-tokens.ts): never cached. */
export const HEALTH_TOKENS_PATH = '/health-tokens.json';
const FLUSH_DELAY_MS = 1_000;
const MAX_BATCH = 50;
const MAX_MESSAGE = 300;
/** A file of a remote version: /remotes/<name>/<version>/… (the edge's URLs; any registered remote's name). */
const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9_]{0,39})\/([\w-][\w.-]*)\//;

const queue: HealthEvent[] = [];
const reported = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let tokens: Record<string, { version?: unknown; token?: unknown }> | undefined;
/** The tokens' request while it is under way: a flush waits for it. */
let loading: Promise<void> | undefined;

/**
 * The versions this page runs, as the edge inlined its registry: the edge signs them even when a move (a canary
 * dropped, a release rolled back) came between the page and the tokens' request, so that page's failures count.
 */
function pageVersionsQuery(): string {
  const query = new URLSearchParams();
  for (const [remote, entry] of Object.entries(window.__PORTAL_REMOTES__ ?? {}))
    if (typeof entry?.version === 'string') query.set(remote, entry.version);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Asks the edge for this visitor's tokens (it also gives a first visitor their delivery bucket cookie). */
export function loadHealthTokens(): Promise<void> {
  loading ??= fetch(`${HEALTH_TOKENS_PATH}${pageVersionsQuery()}`, { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<typeof tokens>) : undefined))
    .catch(() => undefined)
    .then((answer) => {
      tokens = answer && typeof answer === 'object' ? answer : (tokens ?? {});
      loading = undefined;
    });
  return loading;
}

/** The token for a remote version: the edge's answer, else what the page inlined. */
function tokenOf(remote: string, version: string): string | undefined {
  if (!tokens) {
    try {
      tokens = JSON.parse(document.getElementById(TOKENS_ID)?.textContent ?? '{}') as typeof tokens;
    } catch {
      tokens = {};
    }
  }
  const entry = tokens?.[remote];
  return entry?.version === version && typeof entry.token === 'string' ? entry.token : undefined;
}

const endpoint = () => `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/remote-health`;

/** Sends what is queued (with its tokens): with sendBeacon when the page is going away, else fetch with keepalive. */
export function flushHealth(mode: 'fetch' | 'beacon' = 'fetch'): void {
  clearTimeout(timer);
  timer = undefined;
  // Not yet known: sent once they are (a page going away sends what it can now).
  if (loading && mode === 'fetch') {
    void loading.then(() => flushHealth('fetch'));
    return;
  }
  const events = queue.splice(0).flatMap((event) => {
    const token = tokenOf(event.remote, event.version);
    return token ? [{ ...event, token }] : [];
  });
  while (events.length) {
    const body = JSON.stringify({ events: events.splice(0, MAX_BATCH) });
    if (mode === 'beacon' && navigator.sendBeacon?.(endpoint(), body)) continue;
    if (typeof fetch !== 'function') continue;
    void fetch(endpoint(), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  }
}

/** Queues one event about a remote version; each kind is reported once per version and tab (the API counts it once). */
export function reportRemoteHealth(
  remote: RemoteName,
  version: string | undefined,
  kind: BrowserHealthKind,
  error?: unknown,
): void {
  if (typeof window === 'undefined' || !version) return;
  const key = `${remote}/${version}/${kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  const message = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
  queue.push({ remote, version, kind, ...(message ? { message: message.slice(0, MAX_MESSAGE) } : {}) });
  timer ??= setTimeout(() => flushHealth('fetch'), FLUSH_DELAY_MS);
}

/** The remote version a script URL or stack trace points into, if any. */
export function remoteOfSource(text: string | undefined): { remote: RemoteName; version: string } | null {
  const match = text ? REMOTE_FILE.exec(text) : null;
  return match ? { remote: match[1] as RemoteName, version: match[2]! } : null;
}

/** Unhandled errors and rejections whose source is a remote's file count against that remote version. */
export function installHealthReporting(): void {
  void loadHealthTokens();
  window.addEventListener('error', (event) => {
    const source = remoteOfSource(event.filename) ?? remoteOfSource((event.error as Error | undefined)?.stack);
    if (source) reportRemoteHealth(source.remote, source.version, 'error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const source = remoteOfSource((event.reason as Error | undefined)?.stack);
    if (source) reportRemoteHealth(source.remote, source.version, 'error', event.reason);
  });
  window.addEventListener('pagehide', () => flushHealth('beacon'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHealth('beacon');
  });
}
