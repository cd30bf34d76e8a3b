import { integrityOf } from './versionIntegrity';

/** A remote version's file, as the runtime's errors and a chunk error's `request` name it. */
const REMOTE_FILE = /(?:https?:\/\/[^\s"'()]+)?\/remotes\/[\w-]+\/[\w-][\w.-]*\/[\w.-]+/;

/** The first file of a remote version named by the error or its causes. */
function failedFile(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { message, request } = cause as { message?: unknown; request?: unknown };
    const match = REMOTE_FILE.exec(`${String(request ?? '')} ${String(message ?? cause)}`);
    if (match) return match[0];
  }
  return undefined;
}

/** A load that ran out of time: the host is slow or down, which an earlier version on it would be too. */
export const isTimeout = (error: unknown): boolean =>
  /timed? ?out/i.test(String((error as Error | undefined)?.message ?? error));

async function sri(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * Whether a remote failed to load because the browser refused a file whose bytes differ from its hash. A refused
 * script looks like a network error, so the file the error names is asked for again (from the cache): when it
 * answers, it was refused, unless it is an entry or manifest whose bytes match their recorded hash after all.
 */
export async function loadFailureKind(
  error: unknown,
  fetchImpl: typeof fetch = (input) => fetch(input),
): Promise<'integrity-error' | 'load-error'> {
  const url = failedFile(error);
  if (!url || isTimeout(error)) return 'load-error';
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return 'load-error';
    const recorded = integrityOf(url);
    return recorded && (await sri(await response.arrayBuffer())) === recorded ? 'load-error' : 'integrity-error';
  } catch {
    return 'load-error';
  }
}
