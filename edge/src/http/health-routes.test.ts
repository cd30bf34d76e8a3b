import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ApiContext } from '@portal/api';
import { drainAndClose } from '@portal/server-kit';
import { loadEdgeConfig } from '../config.js';
import { buildEdgeServer } from '../edge.js';
import { edgeAlone, embeddedApi } from '../testing.js';

describe('edge server alone: liveness and readiness', () => {
  let edge: FastifyInstance;
  let clientDir: string;

  before(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'edge-client-'));
    // An API address where nothing listens: the edge's readiness must not depend on it.
    edge = await edgeAlone(
      loadEdgeConfig({ SHELL_CLIENT_DIR: clientDir, API_INTERNAL_URL: 'http://127.0.0.1:1/app/api/v1' }),
    );
  });
  after(async () => {
    await edge.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('is alive, and ready once the shell build is there, whatever the API', async () => {
    const health = await edge.inject('/health');
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    assert.equal(health.headers['cache-control'], 'no-store');
    assert.match(String(health.headers['x-request-id']), /^[0-9a-f-]{36}$/);

    const missing = await edge.inject('/ready');
    assert.equal(missing.statusCode, 503);
    assert.deepEqual(missing.json(), {
      status: 'not ready',
      reasons: ['the shell build is missing (run npm run build)'],
    });

    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Playnook</title>');
    const ready = await edge.inject('/ready');
    assert.equal(ready.statusCode, 200, ready.body);
    assert.deepEqual(ready.json(), { status: 'ready' });
  });

  it('answers 503 on /ready while draining, and keeps serving the rest', async () => {
    let endDrain = () => {};
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    const closing = drainAndClose([edge], drained);
    const ready = await edge.inject('/ready');
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json().reasons, ['shutting down']);
    assert.equal((await edge.inject('/health')).statusCode, 200);
    endDrain();
    await closing;
  });
});

describe('edge server with the API in process: readiness includes the API', () => {
  let edge: FastifyInstance;
  let api: Awaited<ReturnType<typeof embeddedApi>>;
  let context: ApiContext;
  let clientDir: string;

  before(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'edge-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Playnook</title>');
    // No seed: the test is about readiness, not content.
    api = await embeddedApi({ redisUrl: undefined }, { seed: false });
    ({ context } = api);
    edge = await buildEdgeServer(loadEdgeConfig({ SHELL_CLIENT_DIR: clientDir }), { logger: false, api: api.mount });
  });
  after(async () => {
    await edge.close();
    await api.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('is ready while the API is, and says why not when the API is not', async () => {
    assert.equal((await edge.inject('/ready')).statusCode, 200);
    const [{ version }] = (await context.db.query<{ version: string }>(
      'SELECT max(version) AS version FROM schema_migrations',
    )) as [{ version: string }];
    await context.db.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
    const res = await edge.inject('/ready');
    assert.equal(res.statusCode, 503);
    assert.deepEqual(res.json().reasons, [`API: Not ready: migrations pending: ${version}`]);
  });

  it('drains the mounted API too: its own /ready answers 503', async () => {
    let endDrain = () => {};
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    const closing = drainAndClose([edge], drained);
    const res = await edge.inject(`${API_PREFIX}/ready`);
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().message, 'Not ready: shutting down');
    endDrain();
    await closing;
  });
});
