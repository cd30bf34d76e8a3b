import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DiskObjectStore } from '@portal/object-store';
import { loadEdgeConfig } from '../config.js';
import { edgeAlone, manifestOf, shellClient } from '../testing.js';
import { inCanary } from './bucket.js';
import { AUTOMATIC } from './canary-watch.js';
import { startFakeDeployApi, type FakeDeployApi } from './fake-deploy-api.js';

const TOKEN = 'pdt_two-edges-test-token';
const STABLE = '1.0.0-aaaaaaaaaa';
const NEXT = '1.1.0-bbbbbbbbbb';
const LEARN_MS = 2_000;

async function waitFor(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return done();
}

/**
 * Two edge servers reading one deploy API (as in production, each with its own cache and no release folders): a
 * release is on both within 2 s, its files are served from the object store, and a canary one edge judges broken
 * is dropped through the API (as the edge's automatic rollback) and gone from both.
 */
describe('edge: releases from the deploy API on every edge', () => {
  let root: string;
  let fake: FakeDeployApi;
  const edges: FastifyInstance[] = [];

  /** A visitor the canary's bucketing puts in it (50 %). */
  const canaryVisitor = Array.from({ length: 100 }, (_, n) => (n + 1).toString(16).padStart(16, '0')).find((id) =>
    inCanary(id, 'blog', 50),
  )!;
  const blogOf = async (edge: FastifyInstance, visitor?: string) =>
    (
      await edge.inject({
        method: 'GET',
        url: '/remotes.json',
        ...(visitor ? { headers: { cookie: `pn_bucket=${visitor}` } } : {}),
      })
    ).json().blog as { version: string; track?: string } | undefined;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-deploy-edges-'));
    const store = new DiskObjectStore(path.join(root, 'objects'));
    fake = await startFakeDeployApi(TOKEN);
    for (const version of [STABLE, NEXT]) {
      const base = `remotes/blog/${version}`;
      await store.put(`${base}/mf-manifest.json`, '{}');
      await store.put(`${base}/remoteEntry.js`, `// blog ${version}`);
      await store.put(`${base}/portal-manifest.json`, JSON.stringify(manifestOf('mfe-blog')));
      fake.publish('blog', version);
    }
    fake.move('blog', { current: STABLE }, { action: 'release', version: STABLE, actor: 'blog team' });
    const clientDir = await shellClient(root);
    for (const name of ['a', 'b']) {
      const edge = await edgeAlone({
        ...loadEdgeConfig({
          LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
          API_INTERNAL_URL: fake.url,
          DEPLOY_EDGE_TOKEN: TOKEN,
          OBJECT_STORE_DIR: path.join(root, 'objects'),
          REMOTES_CACHE_DIR: path.join(root, `cache-${name}`),
          CANARY_CHECK_INTERVAL_MS: '200',
        }),
        clientDir,
        serverRender: false,
      });
      edges.push(edge);
    }
  });

  after(async () => {
    for (const edge of edges) await edge.close();
    await fake.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves what the registry names, from the object store', async () => {
    for (const edge of edges) {
      assert.equal((await blogOf(edge))?.version, STABLE);
      const entry = await edge.inject({ method: 'GET', url: `/remotes/blog/${STABLE}/remoteEntry.js` });
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.body, `// blog ${STABLE}`);
    }
  });

  it('puts a release on every edge within 2 s', async () => {
    const at = Date.now();
    fake.move('blog', { current: NEXT }, { action: 'release', version: NEXT, actor: 'blog team' });
    for (const edge of edges) assert.ok(await waitFor(async () => (await blogOf(edge))?.version === NEXT, 10_000));
    assert.ok(Date.now() - at <= LEARN_MS, `on both edges after ${Date.now() - at} ms`);
    fake.move('blog', { current: STABLE }, { action: 'rollback', version: STABLE, actor: 'blog team' });
    for (const edge of edges) assert.ok(await waitFor(async () => (await blogOf(edge))?.version === STABLE, 10_000));
  });

  it('drops a failing canary through the API, on every edge', async () => {
    fake.move(
      'blog',
      { canary: { version: NEXT, percent: 50 } },
      { action: 'canary', version: NEXT, actor: 'blog team' },
    );
    for (const edge of edges)
      assert.ok(await waitFor(async () => (await blogOf(edge, canaryVisitor))?.track === 'canary', 10_000));
    fake.health.set('blog', [
      { version: STABLE, sessions: 200, failing: 0 },
      { version: NEXT, sessions: 40, failing: 30 },
    ]);
    for (const edge of edges)
      assert.ok(
        await waitFor(async () => (await blogOf(edge, canaryVisitor))?.version === STABLE, 15_000),
        'canary dropped',
      );
    const drops = (fake.histories.get('blog') ?? []).filter((entry) => entry.action === 'drop-canary');
    assert.equal(drops.length >= 1, true);
    assert.equal(drops[0]!.actor, AUTOMATIC);
    assert.match(String(drops[0]!.reason), /automatic/);
  });
});
