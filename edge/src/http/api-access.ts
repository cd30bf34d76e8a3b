import type { FastifyInstance } from 'fastify';

/** The API's envelope as the edge reads it. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  success: boolean;
  data: T;
}

export interface ApiAnswer<T> {
  status: number;
  body: ApiEnvelope<T>;
}

/** How the edge server reads the product API: in process when it is mounted here, else over HTTP. */
export type ApiAccess = <T>(path: string, query?: Record<string, string>) => Promise<ApiAnswer<T>>;

const withQuery = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * The API as one page reads it: each resource once. The page's SEO head and its server render (whose worker asks
 * the edge for its data) want the same game, category or post; the second read gets the first one's answer.
 */
export function pageReads(api: ApiAccess): ApiAccess {
  const reads = new Map<string, Promise<ApiAnswer<unknown>>>();
  return <T>(path: string, query: Record<string, string> = {}) => {
    const key = withQuery(path, Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))));
    let read = reads.get(key);
    if (!read) {
      read = api(path, query);
      reads.set(key, read);
    }
    return read as Promise<ApiAnswer<T>>;
  };
}

/** Calls the API mounted on this same Fastify instance without a network hop. */
export function inProcessApi(app: FastifyInstance, prefix: string): ApiAccess {
  return async (path, query) => {
    const res = await app.inject({ method: 'GET', url: `${prefix}${withQuery(path, query)}` });
    return { status: res.statusCode, body: res.json() };
  };
}

/** Calls an API deployed elsewhere (API_INTERNAL_URL), with a short timeout so a page never hangs on it. */
export function httpApi(baseUrl: string, timeoutMs = 5_000): ApiAccess {
  const base = baseUrl.replace(/\/$/, '');
  return async (path, query) => {
    const res = await fetch(`${base}${withQuery(path, query)}`, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: (await res.json()) as never };
  };
}

/** How the edge sends the API what it saw itself (remote health): a JSON body and headers; only the status matters. */
export type ApiPost = (path: string, body: unknown, headers: Record<string, string>) => Promise<number>;

export function inProcessPost(app: FastifyInstance, prefix: string): ApiPost {
  return async (path, body, headers) =>
    (await app.inject({ method: 'POST', url: `${prefix}${path}`, payload: body as object, headers })).statusCode;
}

export function httpPost(baseUrl: string, timeoutMs = 5_000): ApiPost {
  const base = baseUrl.replace(/\/$/, '');
  return async (path, body, headers) =>
    (
      await fetch(`${base}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      })
    ).status;
}

/** When no API can be reached at all: every call answers like an unavailable upstream. */
export const noApi: ApiAccess = async () => ({
  status: 503,
  body: { code: 503, message: 'API not configured', success: false, data: null as never },
});
export const noApiPost: ApiPost = async () => 503;
