/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSentryReporter } from './sentry';

// The real SDK against a local HTTP sink: proves the options we pass are accepted and what goes over the wire.
let server: Server;
const received: Array<{ url: string; body: string }> = [];
let arrived: () => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url!, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The parts of the event a report sends that the test reads. */
interface SentEvent {
  release?: string;
  exception: { values: Array<{ type: string; value: string }> };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  user?: unknown;
  breadcrumbs?: unknown[];
}

it('sends a Sentry envelope with the release, tags and extras, and no personal data', async () => {
  const port = (server.address() as AddressInfo).port;
  const reporter = createSentryReporter(`http://publickey1@127.0.0.1:${port}/42`, { release: 'build-9' })!;
  const delivered = new Promise<void>((resolve) => (arrived = resolve));
  reporter.report(new Error('boom in test'), { source: 'test', tags: { remote: 'games' }, extra: { slug: 'snake' } });
  await delivered;

  const [{ url, body }] = received as [{ url: string; body: string }];
  expect(url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey1/);
  // An envelope: its header, the item's header, then the event.
  const event = JSON.parse(body.split('\n')[2]!) as SentEvent;
  expect(event.release).toBe('build-9');
  expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'boom in test' });
  expect(event.tags).toEqual({ source: 'test', remote: 'games' });
  expect(event.extra).toMatchObject({ slug: 'snake' });
  expect(event.user).toBeUndefined();
  expect(event.breadcrumbs ?? []).toEqual([]);
});
