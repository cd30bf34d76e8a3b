import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long one attempt at a remote's entry script may take; its manifest, a few kilobytes of JSON, gets less. Two
 * attempts (one retry) of each stay within the 8 s a visitor waits, from the address bar, before the area shows its
 * fallback; without a limit a hanging file left the page loading forever.
 */
export const ATTEMPT_TIMEOUT_MS = 2_500;
export const MANIFEST_TIMEOUT_MS = 2_000;
export const ATTEMPTS = 2;

/** A fetch that gives up after `timeoutMs`, tried `attempts` times; the last failure is thrown. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  { timeoutMs = ATTEMPT_TIMEOUT_MS, attempts = ATTEMPTS, fetchImpl = fetch } = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms: ${url}`)), timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (response.ok) {
        // The body can hang after the headers: read it within the same attempt.
        const body = await response.text();
        return new Response(body, { status: response.status, headers: response.headers });
      }
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError;
}

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/** The entry's script element with its recorded SRI hash (versionIntegrity.ts); CORS so the browser can check it. */
function scriptWithIntegrity(url: string, integrity: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  script.setAttribute('integrity', integrity);
  script.setAttribute('crossorigin', 'anonymous');
  return script;
}

/**
 * The federation runtime plugin: the manifest is fetched through `fetchWithTimeout`, the entry script gets the same
 * per-attempt limit (the runtime's own default is 20 s) and one more try when it fails or times out; a manifest or
 * entry whose hash the registry recorded is loaded with `integrity`.
 */
export function loadTimeoutPlugin(
  timeoutMs = ATTEMPT_TIMEOUT_MS,
  manifestTimeoutMs = MANIFEST_TIMEOUT_MS,
  integrityOf: (url: string) => string | undefined = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-timeouts',
    fetch: (url, init) => {
      const integrity = integrityOf(url);
      return fetchWithTimeout(url, integrity ? { ...init, integrity } : init, { timeoutMs: manifestTimeoutMs });
    },
    createScript: ({ url }) => {
      const integrity = integrityOf(url);
      return integrity ? { script: scriptWithIntegrity(url, integrity), timeout: timeoutMs } : { timeout: timeoutMs };
    },
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      // The failed attempt is cached under this key; the runtime calls this hook once per load (no retry loop).
      delete globalLoading[uniqueKey];
      const loaded = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((entry) => entry || undefined);
      // The hook is typed as a promise of a promise of the entry; promises flatten, and the runtime awaits the entry.
      return loaded as unknown as LoadEntryErrorResult;
    },
  };
}
