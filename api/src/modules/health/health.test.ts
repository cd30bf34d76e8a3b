import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX, apiPlugin, buildApiServer, createApiContext, loadConfig, type ApiContext } from '../../app.js';
import type { Envelope } from '../../test/http.js';
import { drainAndClose, loggerOptions } from '@portal/server-kit';
import { checkReadiness } from './readiness.js';

/** The fields of a pino line the tests read. */
interface LogLine {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  req?: unknown;
  res?: unknown;
  responseTime?: unknown;
  headers?: Record<string, string>;
}

/** A GET on a connection of its own, so a request never rides a kept-alive socket the server is closing. */
function get(url: string): Promise<{ status: number; body: Envelope; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope, headers: res.headers }),
        );
      })
      .on('error', reject);
  });
}

// Embedded PGlite without the seed: these tests are about the process's lifecycle and logs, not the catalogue.
describe('API operations: health, readiness, request logs, graceful shutdown', () => {
  let context: ApiContext;
  let app: FastifyInstance;
  let base: string;
  let objectsDir: string;
  const logLines: string[] = [];
  const logs = () => logLines.map((line) => JSON.parse(line) as LogLine);
  let slowEntered: () => void;
  const entered = new Promise<void>((resolve) => (slowEntered = resolve));
  let releaseSlow: () => void;
  const released = new Promise<void>((resolve) => (releaseSlow = resolve));

  before(async () => {
    objectsDir = await mkdtemp(path.join(os.tmpdir(), 'health-objects-'));
    context = await createApiContext(
      {
        ...loadConfig(),
        databaseUrl: undefined,
        dataDir: 'memory://',
        objectsDir,
        logLevel: 'info',
        redisUrl: undefined,
      },
      { seed: false },
    );
    app = await buildApiServer(context, {
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void logLines.push(line) } },
    });
    // A request that stays in flight until the test lets it finish.
    app.get('/test/slow', async () => {
      slowEntered();
      await released;
      return { finished: true };
    });
    // What a careless debugging line would do: log every header of the request.
    app.get('/test/log-headers', async (request) => {
      request.log.warn({ headers: request.headers }, 'request headers');
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    releaseSlow();
    await app.close();
    await rm(objectsDir, { recursive: true, force: true });
  });

  it('answers liveness, never cached', async () => {
    const res = await get(`${base}${API_PREFIX}/health`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, { status: 'ok' });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('is ready when the database answers and every shipped migration is applied', async () => {
    const res = await get(`${base}${API_PREFIX}/ready`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [{ count }] = (await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM schema_migrations WHERE version > 0',
    )) as [{ count: number }];
    assert.deepEqual(res.body.data, {
      database: 'pglite',
      migrations: count,
      redis: 'not configured',
      cache_bus: 'local',
    });
    assert.ok(count >= 7);
  });

  it('is not ready while a shipped migration is not applied, and names it', async () => {
    const [{ version }] = (await context.db.query<{ version: string }>(
      'SELECT max(version) AS version FROM schema_migrations',
    )) as [{ version: string }];
    await context.db.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
    try {
      const res = await get(`${base}${API_PREFIX}/ready`);
      assert.equal(res.status, 503);
      assert.equal(res.body.success, false);
      assert.equal(res.body.message, `Not ready: migrations pending: ${version}`);
    } finally {
      await context.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    assert.equal((await get(`${base}${API_PREFIX}/ready`)).status, 200);
  });

  it('is not ready when the database fails or does not answer in time', async () => {
    const refused = await checkReadiness(
      { query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) },
      undefined,
    );
    assert.deepEqual(refused.failures, ['database: connect ECONNREFUSED 127.0.0.1:5432']);
    const stuck = await checkReadiness({ query: () => new Promise(() => {}) }, undefined);
    assert.deepEqual(stuck.failures, ['database: database did not answer within 2000 ms']);
  });

  it('is not ready when the configured Redis cannot be reached', async () => {
    const unreachable = Fastify({ logger: false });
    await unreachable.register(apiPlugin, {
      prefix: API_PREFIX,
      context: { ...context, config: { ...context.config, redisUrl: 'redis://127.0.0.1:1' } },
    });
    try {
      const res = await unreachable.inject(`${API_PREFIX}/ready`);
      assert.equal(res.statusCode, 503);
      assert.match(res.json().message, /^Not ready: redis: not connected \(\w+\)$/);
    } finally {
      await unreachable.close();
    }
  });

  it(
    'reports a reachable Redis (REDIS_URL) as ok',
    { skip: !process.env.REDIS_URL && 'REDIS_URL is not set' },
    async () => {
      const withRedis = Fastify({ logger: false });
      await withRedis.register(apiPlugin, {
        prefix: API_PREFIX,
        context: { ...context, config: { ...context.config, redisUrl: process.env.REDIS_URL } },
      });
      try {
        // The client connects in the background: poll until it has (bounded generously: the machine may be busy).
        const deadline = Date.now() + 15_000;
        let res = await withRedis.inject(`${API_PREFIX}/ready`);
        while (res.statusCode !== 200 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          res = await withRedis.inject(`${API_PREFIX}/ready`);
        }
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.redis, 'ok');
      } finally {
        await withRedis.close();
      }
    },
  );

  it('logs one JSON line per request with its id, method, URL, status and time, and no credentials', async () => {
    const secrets = { authorization: 'Bearer token-secret-1', cookie: 'pn_identity=cookie-secret-2' };
    const res = await app.inject({
      url: `${API_PREFIX}/health?reset_token=reset-secret-3&lang=en`,
      headers: { ...secrets, 'x-request-id': 'trace-42' },
    });
    assert.equal(res.headers['x-request-id'], 'trace-42');
    await app.inject({ url: '/test/log-headers', headers: { ...secrets, 'x-request-id': 'trace-43' } });
    // An id that could break a log line is replaced by a fresh one.
    const forged = await app.inject({ url: `${API_PREFIX}/health`, headers: { 'x-request-id': 'a b\u0007c' } });
    assert.match(String(forged.headers['x-request-id']), /^[0-9a-f-]{36}$/);

    const line = logs().find((entry) => entry.reqId === 'trace-42' && entry.msg === 'request completed');
    assert.ok(line, 'an access-log line for the request');
    assert.equal(line.level, 'info');
    assert.ok(!Number.isNaN(Date.parse(line.time)));
    assert.deepEqual(line.req, {
      method: 'GET',
      url: `${API_PREFIX}/health?reset_token=[redacted]&lang=en`,
      remoteAddress: '127.0.0.1',
    });
    assert.deepEqual(line.res, { statusCode: 200 });
    assert.equal(typeof line.responseTime, 'number');
    const headersLine = logs().find((entry) => entry.reqId === 'trace-43' && entry.msg === 'request headers');
    assert.equal(headersLine?.headers?.authorization, '[redacted]');
    assert.equal(headersLine?.headers?.cookie, '[redacted]');
    const everything = logLines.join('');
    for (const secret of ['token-secret-1', 'cookie-secret-2', 'reset-secret-3'])
      assert.ok(!everything.includes(secret), `${secret} is not logged`);
  });

  // Last: it closes the server.
  it('on shutdown: readiness answers 503 at once, in-flight requests finish, new connections are refused', async () => {
    const slow = get(`${base}/test/slow`);
    await entered;
    let closed = false;
    let endDrain = () => {};
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    const closing = drainAndClose([app], drained).then(() => (closed = true));

    const ready = await get(`${base}${API_PREFIX}/ready`);
    assert.equal(ready.status, 503);
    assert.equal(ready.body.message, 'Not ready: shutting down');
    assert.equal(
      (await get(`${base}${API_PREFIX}/health`)).status,
      200,
      'still serving while readiness drains traffic away',
    );

    endDrain();
    for (let i = 0; i < 500 && app.server.listening; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(app.server.listening, false, 'the listener closes after the drain delay');
    await assert.rejects(get(`${base}${API_PREFIX}/health`), /ECONNREFUSED/);
    assert.equal(closed, false, 'close waits for the request in flight');

    releaseSlow();
    const finished = await slow;
    assert.equal(finished.status, 200);
    assert.deepEqual(finished.body, { finished: true });
    await closing;
    assert.equal(closed, true);
  });
});
