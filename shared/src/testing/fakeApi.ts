/**
 * Test support (jest): a stand-in for the network under the real API client: requests reach a handler as method, path and query.
 * jsdom has no fetch, and ofetch picks its fetch when first imported, so import this module before anything that
 * imports @portal/shared: from then on ofetch calls whatever handler the test installed.
 */
type Fetch = typeof fetch;
let current: Fetch = () => Promise.reject(new Error('no fake API installed'));
globalThis.fetch = ((...args: Parameters<Fetch>) => current(...args)) as Fetch;

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
export const fail = (status: number, code: number, message: string): FakeReply => ({
  status,
  body: { code, message, success: false, data: null },
});

const API_BASE = '/app/api/v1';

/** Answers every request with `handler` from now on; returns the requests seen, in order. */
export function installFakeApi(handler: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  current = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const url = new URL(String(input), 'http://portal.test');
    const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(API_BASE, ''),
      query: url.searchParams,
      body: sent,
      headers: new Headers(init?.headers),
    };
    seen.push(request);
    const { status = 200, body } = await handler(request);
    const text = JSON.stringify(body);
    return {
      status,
      statusText: status < 400 ? 'OK' : 'Error',
      ok: status < 400,
      headers: new Headers({ 'content-type': 'application/json' }),
      body: text,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  }) as Fetch;
  return seen;
}
