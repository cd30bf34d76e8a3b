import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config';

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
