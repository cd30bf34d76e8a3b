import { getRuntimeConfig } from '@portal/shared';
import type { RemoteHealthKind } from '@portal/shared/contract/remote-health';
import type { RemoteName } from './remote-names';

/**
 * Remote health from real sessions (docs/operations.md, progressive delivery): each remote version this tab runs is
 * reported once when it loads, and every load failure, render error caught by its error boundary and unhandled
 * error attributed to it, to POST {apiBase}/remote-health in batches (fetch keepalive; sendBeacon when the page is
 * hidden). The edge rolls a canary back by itself when its sessions fail more than the current version's.
 */
interface HealthEvent {
  remote: RemoteName;
  version: string;
  kind: RemoteHealthKind;
  message?: string;
}

const SESSION_KEY = 'portal.remoteHealthSession';
const FLUSH_DELAY_MS = 1_000;
const MAX_BATCH = 50;
const MAX_MESSAGE = 300;
/** A file of a remote version: /remotes/<name>/<version>/… (the edge's URLs; any registered remote's name). */
const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9_]{0,39})\/([\w-][\w.-]*)\//;

const queue: HealthEvent[] = [];
const loaded = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let session: string | undefined;

const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** One id per tab (sessionStorage), so reloads of a tab are one session. */
function sessionId(): string {
  if (session) return session;
  try {
    session = sessionStorage.getItem(SESSION_KEY) ?? undefined;
    if (!session || !/^[0-9a-f]{16}$/.test(session)) {
      session = randomId();
      sessionStorage.setItem(SESSION_KEY, session);
    }
  } catch {
    session = randomId();
  }
  return session;
}

const endpoint = () => `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/remote-health`;

/** Sends what is queued: with sendBeacon when the page is going away, else fetch with keepalive. */
export function flushHealth(mode: 'fetch' | 'beacon' = 'fetch'): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const body = JSON.stringify({ session: sessionId(), events: queue.splice(0, MAX_BATCH) });
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

/** Queues one event about a remote version; a version's load is reported once per tab. */
export function reportRemoteHealth(
  remote: RemoteName,
  version: string | undefined,
  kind: RemoteHealthKind,
  error?: unknown,
): void {
  if (typeof window === 'undefined' || !version) return;
  if (kind === 'load') {
    const key = `${remote}/${version}`;
    if (loaded.has(key)) return;
    loaded.add(key);
  }
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
