/**
 * A stand-in for the network under jsdom (which has no fetch): tests answer the API client's requests here, so
 * the real endpoint functions, ofetch and the envelope handling run. Import this module before anything that
 * imports ofetch: ofetch looks up globalThis.fetch when it is first loaded.
 */
export interface FakeReply {
  status: number;
  body: unknown;
}

let answer: (url: string) => FakeReply = () => ({ status: 503, body: {} });
export const requestedUrls: string[] = [];

export function answerFetch(next: (url: string) => FakeReply): void {
  answer = next;
}

export function envelope(data: unknown, code = 0, message = 'ok'): unknown {
  return { code, message, success: code === 0, data };
}

globalThis.fetch = (async (input: unknown) => {
  const url = typeof input === 'string' ? input : String((input as { url?: string }).url ?? input);
  requestedUrls.push(url);
  const { status, body } = answer(url);
  const text = JSON.stringify(body);
  return {
    url,
    status,
    statusText: status < 400 ? 'OK' : 'Error',
    ok: status < 400,
    headers: new Headers({ 'content-type': 'application/json' }),
    body: text,
    text: async () => text,
    json: async () => body,
  } as unknown as Response;
}) as typeof fetch;
