import { isBotBrowser } from './bots';

/** What the caller knows about where an error happened. */
export interface ErrorContext {
  /** Where it was caught: "window.onerror", "unhandledrejection", "react", "api", a remote's name… */
  source?: string;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** A destination for errors: Sentry (see sentry.ts), a console in development, or a test double. */
export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}

/** The same error is reported once per window; a loop throwing different errors is cut off by the rate cap. */
export const DEDUPE_WINDOW_MS = 30_000;
export const MAX_REPORTS_PER_MINUTE = 20;

let reporter: ErrorReporter | null = null;
const lastSeen = new Map<string, number>();
let recent: number[] = [];

/** Installs the reporter (null removes it); also forgets the dedupe memory. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  lastSeen.clear();
  recent = [];
}

/**
 * The HTTP status an error carries: `status` or `statusCode` (ApiError, ofetch's FetchError, Fastify-style
 * errors), else an ApiError's envelope code when that is an HTTP status (the client's own 401 "请先登录").
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, code, name } = error as Record<string, unknown>;
  for (const value of [status, statusCode]) if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (name === 'ApiError' && typeof code === 'number' && code >= 100 && code <= 599) return code;
  return undefined;
}

/** Redirects and client errors (300–499) are expected outcomes, never reported (product §8). */
export function isReportable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status < 300 || status > 499;
}

function fingerprint(error: unknown): string {
  if (error instanceof Error) return `${error.name}:${error.message}:${error.stack?.split('\n')[1]?.trim() ?? ''}`;
  try {
    return `value:${JSON.stringify(error)}`.slice(0, 500);
  } catch {
    return `value:${String(error)}`;
  }
}

function withinRate(now: number): boolean {
  recent = recent.filter((t) => now - t < 60_000);
  if (recent.length >= MAX_REPORTS_PER_MINUTE) return false;
  recent.push(now);
  return true;
}

/**
 * Hands an error to the installed reporter unless it is a 300–499 status, comes from a crawler, repeats one sent
 * in the last 30 s, or exceeds 20 reports a minute. Returns whether it was handed on; never throws.
 */
export function reportError(error: unknown, context: ErrorContext = {}): boolean {
  if (!reporter || !isReportable(error) || isBotBrowser()) return false;
  const now = Date.now();
  const key = fingerprint(error);
  const seen = lastSeen.get(key);
  if (seen !== undefined && now - seen < DEDUPE_WINDOW_MS) return false;
  if (!withinRate(now)) return false;
  lastSeen.set(key, now);
  if (lastSeen.size > 100) lastSeen.delete(lastSeen.keys().next().value as string);
  try {
    reporter.report(error, context);
    return true;
  } catch {
    return false;
  }
}
