import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { manifestOf } from '../testing.js';
import { buildPortal } from '../portal.js';
import { inCanary } from './bucket.js';
import { AUTOMATIC } from './canary-watch.js';

const STABLE = '1.0.0-aaaaaaaaaa';
const THROWS = '1.1.0-bbbbbbbbbb';
const BROKEN_RELEASE = '1.2.0-cccccccccc';
const BLOG_OLD = '2.0.0-dddddddddd';
const BLOG_NEW = '2.1.0-eeeeeeeeee';

/** A games server build whose home page renders, or throws while rendering. */
const serverBuild = (throws: boolean) => `
const React = globalThis.__PORTAL_SSR_SCOPE__.react;
const page = { component: () => { ${throws ? "throw new Error('server render bug');" : ''} return React.createElement('p', null, 'Served'); } };
module.exports = { default: { namespace: 'games', messages: async () => ({}), pages: { HomePage: page } } };
`;

const visitors = Array.from({ length: 400 }, (_, n) => (n + 1).toString(16).padStart(16, '0'));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The edge rolls back by itself on what it saw itself: a canary whose server render throws is dropped, a full
 * release that breaks is rolled back within its watch window, and a healthy one is kept when its window ends — each
 * written to the release history with its numbers. The real portal (API in process), with short intervals.
 */
describe('edge: automatic rollback on server-side failures', () => {
  let root: string;
  let edge: FastifyInstance;
  const dist = (folder: string) => path.join(root, folder, 'dist');
  const pointer = async (folder: string) => JSON.parse(await readFile(path.join(dist(folder), 'current.json'), 'utf8'));
  const history = async (folder: string) =>
    JSON.parse(await readFile(path.join(dist(folder), 'releases.json'), 'utf8')) as Array<Record<string, unknown>>;
  const visit = (visitor: string) =>
    edge.inject({ method: 'GET', url: '/', headers: { cookie: `pn_bucket=${visitor}` } });

  async function version(folder: string, name: string, build?: string) {
    const dir = path.join(dist(folder), name);
    await mkdir(path.join(dir, 'server'), { recursive: true });
    await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
    await writeFile(path.join(dir, 'remoteEntry.js'), '');
    await writeFile(path.join(dir, 'portal-manifest.json'), JSON.stringify(manifestOf(folder)));
    if (build) await writeFile(path.join(dir, 'server', 'index.js'), build);
  }

  /** A visitor's browser reporting that the page's games version loaded, with the token the edge gave it. */
  async function browserLoaded(visitor: string) {
    assert.equal((await visit(visitor)).statusCode, 200);
    const tokens = (
      await edge.inject({ method: 'GET', url: '/health-tokens.json', headers: { cookie: `pn_bucket=${visitor}` } })
    ).json();
    const { version, token } = tokens.games as { version: string; token: string };
    const res = await edge.inject({
      method: 'POST',
      url: '/app/api/v1/remote-health',
      payload: { events: [{ remote: 'games', version, kind: 'load', token }] },
    });
    assert.equal(res.statusCode, 202, res.body);
  }

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'automatic-rollback-'));
    await version('mfe-games', STABLE, serverBuild(false));
    await version('mfe-games', THROWS, serverBuild(true));
    await version('mfe-games', BROKEN_RELEASE, serverBuild(true));
    await version('mfe-blog', BLOG_OLD);
    await version('mfe-blog', BLOG_NEW);
    await writeFile(
      path.join(dist('mfe-games'), 'current.json'),
      JSON.stringify({ version: STABLE, canary: { version: THROWS, percent: 50 } }),
    );
    await writeFile(path.join(dist('mfe-games'), 'releases.json'), '[]');
    // The blog was released two minutes ago: its watch window (one minute here) is over.
    await writeFile(path.join(dist('mfe-blog'), 'current.json'), JSON.stringify({ version: BLOG_NEW }));
    const at = new Date(Date.now() - 120_000).toISOString();
    await writeFile(
      path.join(dist('mfe-blog'), 'releases.json'),
      JSON.stringify([{ action: 'release', version: BLOG_NEW, previous: BLOG_OLD, at, by: 'test' }]),
    );
    const config = {
      ...loadEdgeConfig({ LOG_LEVEL: 'silent' }),
      // The release folders of this test are the edge's own (the deploy API's path: deploy-registry.test.ts).
      releasesFrom: 'files' as const,
      remotesRoot: root,
      ssrCacheTtlMs: 0,
      canaryCheckIntervalMs: 300,
      releaseWatchMs: 60_000,
    };
    const objectsDir = path.join(root, 'games');
    ({ edge } = await buildPortal(config, {
      // Every visitor of this test comes from 127.0.0.1.
      api: {
        databaseUrl: undefined,
        dataDir: 'memory://',
        objectsDir,
        logLevel: 'silent',
        remoteHealthSessionsPerAddress: 10_000,
      },
      logger: false,
    }));
    await edge.ready();
  });
  after(async () => {
    await edge.close();
    await rm(root, { recursive: true, force: true });
  });

  it('drops a canary whose server render throws, after a few failing sessions', async () => {
    const stable = visitors.filter((id) => !inCanary(id, 'games', 50)).slice(0, 20);
    const canary = visitors.filter((id) => inCanary(id, 'games', 50)).slice(0, 10);
    for (const visitor of stable) await browserLoaded(visitor);
    const started = Date.now();
    for (const visitor of canary) {
      const page = await visit(visitor);
      assert.equal(page.statusCode, 200, 'the page still answers; the browser renders the remote');
      assert.match(String(page.headers['cache-control']), /^private/, "a canary visitor's page is their own");
      if (!(await pointer('mfe-games')).canary) break;
    }
    const after = await waitFor(
      () => pointer('mfe-games'),
      (state) => !state.canary,
    );
    assert.equal(after.canary, undefined, 'the canary was dropped');
    assert.ok(Date.now() - started < 30_000);
    const dropped = (await history('mfe-games')).at(-1)!;
    assert.equal(dropped.action, 'drop-canary');
    assert.equal(dropped.by, AUTOMATIC);
    assert.match(String(dropped.reason), /^automatic: \d+ of \d+ canary sessions failed \(100%\), stable 0 of 20/);
    assert.ok((dropped.health as { candidate: { failing: number } }).candidate.failing <= 10);
  });

  it("signs a page's just-dropped canary version, so the report it sends after the drop still counts", async () => {
    assert.equal((await pointer('mfe-games')).canary, undefined, 'after the drop (test above)');
    const visitor = visitors.find((id) => inCanary(id, 'games', 50))!;
    const tokensFor = async (query: string) =>
      (
        await edge.inject({
          method: 'GET',
          url: `/health-tokens.json${query}`,
          headers: { cookie: `pn_bucket=${visitor}` },
        })
      ).json().games as { version: string; token: string };
    // The page was rendered with the canary; its shell asks for tokens once the canary has gone.
    const page = await tokensFor(`?games=${THROWS}`);
    assert.equal(page.version, THROWS);
    const res = await edge.inject({
      method: 'POST',
      url: '/app/api/v1/remote-health',
      payload: { events: [{ remote: 'games', version: THROWS, kind: 'render-error', token: page.token }] },
    });
    assert.equal(res.statusCode, 202, res.body);
    // A version the edge never served (or not lately) gets the visitor's own instead.
    assert.equal((await tokensFor('?games=9.9.9-never')).version, STABLE);
    assert.equal((await tokensFor('')).version, STABLE);
  });

  it('rolls back a full release that breaks, within its watch window', async () => {
    await writeFile(path.join(dist('mfe-games'), 'current.json'), JSON.stringify({ version: BROKEN_RELEASE }));
    const at = new Date().toISOString();
    const earlier = await history('mfe-games');
    await writeFile(
      path.join(dist('mfe-games'), 'releases.json'),
      JSON.stringify([...earlier, { action: 'release', version: BROKEN_RELEASE, previous: STABLE, at, by: 'test' }]),
    );
    for (const visitor of visitors.slice(100, 115)) {
      await visit(visitor);
      if ((await pointer('mfe-games')).version === STABLE) break;
    }
    const state = await waitFor(
      () => pointer('mfe-games'),
      (value) => value.version === STABLE,
    );
    assert.equal(state.version, STABLE);
    // The pointer moves first, then the history is appended.
    const rolledBack = (
      await waitFor(
        () => history('mfe-games'),
        (entries) => entries.at(-1)?.action === 'rollback',
      )
    ).at(-1)!;
    assert.deepEqual(
      [rolledBack.action, rolledBack.version, rolledBack.previous, rolledBack.by],
      ['rollback', STABLE, BROKEN_RELEASE, AUTOMATIC],
    );
    assert.match(String(rolledBack.reason), new RegExp(`sessions failed \\(100%\\), previous version ${STABLE} `));
  });

  it('keeps a release whose window ended without a failure spike, and says so in the history', async () => {
    const entries = await waitFor(
      () => history('mfe-blog'),
      (list) => list.length > 1,
    );
    assert.equal(entries.at(-1)!.action, 'watch-ended');
    assert.equal(entries.at(-1)!.version, BLOG_NEW);
    assert.match(String(entries.at(-1)!.reason), /^kept after 60 s: 0 of 0 release sessions failed/);
    assert.equal((await pointer('mfe-blog')).version, BLOG_NEW);
  });
});
