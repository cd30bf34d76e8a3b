import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiClientHooks } from '../api/client';
import { setRuntimeConfig } from '../config';
import { authAtom, LOGGED_OUT } from '../state/auth';
import { portalStore } from '../state/store';
import { SIGNED_IN } from './session';

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A real HTTP API for endpoint-function tests (jest, node environment): it records every request and answers each
 * with an empty success envelope. `start()` points the runtime config's apiBase at it.
 */
export function recordingApi(): { seen: RecordedRequest[]; start: () => Promise<string>; stop: () => Promise<void> } {
  const seen: RecordedRequest[] = [];
  let server: Server | undefined;
  return {
    seen,
    async start() {
      server = createServer((req: IncomingMessage, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          seen.push({
            method: req.method!,
            url: req.url!,
            authorization: req.headers.authorization,
            body: body ? JSON.parse(body) : undefined,
          });
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 0, message: 'ok', success: true, data: {} }));
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/api/v1`;
      setRuntimeConfig({ apiBase });
      return apiBase;
    },
    stop: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/**
 * A recording API for one jest file of endpoint functions: started before its tests, stopped after, emptied and
 * signed out (no client hooks) before each. `logIn()` signs in with the access token "tok".
 */
export function withRecordingApi(): { seen: RecordedRequest[]; logIn: () => void } {
  const api = recordingApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    api.seen.length = 0;
    portalStore.set(authAtom, LOGGED_OUT);
    setApiClientHooks({ onError: undefined, relogin: undefined, onLoggedOut: undefined });
  });
  return { seen: api.seen, logIn: () => portalStore.set(authAtom, { ...SIGNED_IN, access_token: 'tok' }) };
}
