import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApiServer, createApiContext } from '@portal/api';
import { loadEdgeConfig } from './config.js';
import { buildPortal, type Portal } from './portal.js';

// Always embedded PGlite: these tests are about where the API runs, not the database.
const memoryApi = (objectsDir: string) => ({
  databaseUrl: undefined,
  dataDir: 'memory://',
  objectsDir,
  logLevel: 'silent',
});
const countView = {
  method: 'POST' as const,
  url: '/app/api/v1/g/snake/views',
  headers: { 'x-device-id': 'portal-test-device' },
};

describe('portal: the API in the edge process by default', () => {
  let portal: Portal;
  let objectsDir: string;

  before(async () => {
    objectsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-objects-'));
    portal = await buildPortal(loadEdgeConfig({}), { api: memoryApi(objectsDir), logger: false });
  });
  after(async () => {
    await portal.edge.close();
    await rm(objectsDir, { recursive: true, force: true });
  });

  it('answers the API under /app/api/v1 itself and builds the games origin', async () => {
    const health = await portal.edge.inject('/app/api/v1/health');
    assert.equal(health.statusCode, 200);
    assert.equal(health.json().data.status, 'ok');
    assert.equal((await portal.edge.inject(countView)).statusCode, 200);
    assert.ok(portal.games, 'games origin built');
    // Games include the bridge from their own host (snake.games.localhost by default).
    const bridge = await portal.games.inject({
      url: '/sdk/v1/portal-bridge.js',
      headers: { host: 'snake.games.localhost:8081' },
    });
    assert.equal(bridge.statusCode, 200);
    assert.equal(bridge.headers['x-content-type-options'], 'nosniff');
  });

  it('serves the OpenAPI document and, in development, the docs page under the API prefix', async () => {
    const document = await portal.edge.inject('/app/api/v1/openapi.json');
    assert.equal(document.statusCode, 200);
    assert.ok(document.json().paths['/app/api/v1/g/{slug}'].get, 'the embedded routes are documented');
    const docs = await portal.edge.inject('/app/api/v1/docs/');
    assert.equal(docs.statusCode, 200);
    assert.match(docs.body, /swagger-ui/);
    assert.equal((await portal.edge.inject('/app/api/v1/docs/static/swagger-ui-bundle.js')).statusCode, 200);
  });
});

describe('portal: the edge alone with API_INTERNAL_URL (API replicas behind a reverse proxy)', () => {
  let api: FastifyInstance;
  let portal: Portal;
  let objectsDir: string;
  const apiRequests: string[] = [];

  before(async () => {
    objectsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-objects-'));
    // No seed: the test is about which process answers, not what.
    api = await buildApiServer(await createApiContext(memoryApi(objectsDir), { seed: false }), { logger: false });
    api.addHook('onRequest', async (request) => void apiRequests.push(request.url));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.server.address() as AddressInfo;
    // Releases from the release folders: where they come from is deploy-edges.test.ts's subject.
    portal = await buildPortal(
      loadEdgeConfig({ API_INTERNAL_URL: `http://127.0.0.1:${port}/app/api/v1`, RELEASES_FROM: 'files' }),
      { logger: false },
    );
  });
  after(async () => {
    await portal.edge.close();
    await api.close();
    await rm(objectsDir, { recursive: true, force: true });
  });

  it('reads the API over HTTP for its own data routes', async () => {
    const res = await portal.edge.inject('/api/categories?language=fr');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().success, true);
    assert.ok(apiRequests.includes('/app/api/v1/c?language=fr'), `API saw: ${apiRequests.join(', ')}`);
  });

  it('mounts no API of its own and builds no games origin', async () => {
    const res = await portal.edge.inject(countView);
    assert.equal(res.statusCode, 404);
    assert.match(res.json().message, /^Not found: POST/);
    assert.equal(portal.games, undefined);
  });
});
