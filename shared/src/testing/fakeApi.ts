/**
 * Test support (jest): the network under the real API client, answered by msw: requests reach a handler as method,
 * path and query. Import this module before anything that imports @portal/shared; from then on each test file's
 * requests go to whatever handler its tests installed (none: a network error).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export interface FakeRequest {
  method: string;
  /** Path below the API base, e.g. "/g/snake". */
  path: string;
  query: URLSearchParams;
  /** The JSON body a POST sent, parsed; undefined without one. */
  body?: unknown;
  headers: Headers;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export const ok = (data: unknown): FakeReply => ({ body: { code: 0, message: 'ok', success: true, data } });
export const fail = (status: number, code: number, message: string, data: unknown = null): FakeReply => ({
  status,
  body: { code, message, success: false, data },
});

const API_BASE = '/app/api/v1';
const offline = http.all('*', () => HttpResponse.error());
const server = setupServer(offline);
server.listen({ onUnhandledRequest: 'error' });
// The first request through the interceptor loads Node's fetch: paid here, not inside a test's time limit.
beforeAll(() => fetch('http://warm-up.test/').catch(() => undefined), 30_000);
afterAll(() => server.close());

/** Answers every request with `handler` from now on; returns the requests seen, in order. */
export function installFakeApi(handler: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  server.resetHandlers(
    http.all(`*${API_BASE}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const received: FakeRequest = {
        method: request.method,
        path: url.pathname.replace(API_BASE, ''),
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: request.headers,
      };
      seen.push(received);
      let reply: FakeReply;
      try {
        reply = await handler(received);
      } catch {
        // A handler that throws stands for the network failing (offline, connection reset).
        return HttpResponse.error();
      }
      return HttpResponse.json(reply.body as never, { status: reply.status ?? 200 });
    }),
    offline,
  );
  return seen;
}

/** A fake API route: what one `METHOD /path` answers. */
export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Answers `METHOD /path` from `routes` (e.g. `'GET /user/info'`) and anything else with a 404. */
export const installFakeRoutes = (routes: Record<string, FakeRoute>): FakeRequest[] =>
  installFakeApi((request) => routes[`${request.method} ${request.path}`]?.(request) ?? fail(404, 404, 'no route'));
