import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';

export const API = '/app/api/v1';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  success: boolean;
  data: T;
}

/** A GET/POST/DELETE against the API that returns the status and the parsed envelope. */
export function client(app: FastifyInstance) {
  const call = async <T = unknown>(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({ method, url: `${API}${url}`, headers });
    return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
  };
  return {
    get: <T = unknown>(url: string, headers?: Record<string, string>) => call<T>('GET', url, headers),
    post: <T = unknown>(url: string, headers?: Record<string, string>) => call<T>('POST', url, headers),
    delete: <T = unknown>(url: string, headers?: Record<string, string>) => call<T>('DELETE', url, headers),
  };
}

/** Asserts a 4xx error envelope with a readable message; its data is null, or the fields a refused form got wrong. */
export function assertClientError(res: { status: number; body: Envelope }, status: number, message?: RegExp): void {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.success, false);
  const data = res.body.data as { fields?: unknown } | null;
  if (data !== null) assert.ok(Array.isArray(data.fields) && Object.keys(data).length === 1, JSON.stringify(data));
  assert.ok(res.body.message.length > 0);
  if (message) assert.match(res.body.message, message);
}

/** app.inject with a Host header: the games origin answers by host (games-origin/hosts.ts). */
export function injectOnHost(app: FastifyInstance, host: string) {
  return (options: string | InjectOptions) =>
    app.inject(
      typeof options === 'string'
        ? { url: options, headers: { host } }
        : { ...options, headers: { host, ...options.headers } },
    );
}

/** app.inject of an absolute URL (a play_url, a thumbnail): its path and query, its host as the Host header. */
export function injectUrl(app: FastifyInstance, href: string) {
  const url = new URL(href);
  return injectOnHost(app, url.host)(url.pathname + url.search);
}
