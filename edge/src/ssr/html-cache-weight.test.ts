import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadEdgeConfig } from '../config.js';
import { buildPortal, type Portal } from '../portal.js';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

/** What this process holds once garbage is gone: the micro-cache lives here, in the edge's own thread. */
function retained(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external - arrayBuffers;
}

// The server-rendered portal as `npm start` runs it (the build's shell and remotes); pages kept for ten minutes, so
// nothing leaves the cache by age during the run: only its bounds can keep it small.
describe('the page micro-cache under cache-busting query strings', { timeout: 600_000 }, () => {
  let portal: Portal;
  let objectsDir: string;

  before(async () => {
    objectsDir = await mkdtemp(path.join(os.tmpdir(), 'cache-weight-objects-'));
    portal = await buildPortal(loadEdgeConfig({ SSR_CACHE_TTL_MS: '600000' }), {
      api: { databaseUrl: undefined, dataDir: 'memory://', objectsDir, logLevel: 'silent' },
      logger: false,
    });
  });
  after(async () => {
    await portal.edge.close();
    await rm(objectsDir, { recursive: true, force: true });
  });

  it('40 MB of distinct pages (cache-busters, searches) grow the edge by less than 64 MB', async () => {
    const pages = ['/ar', '/ar/games/snake', '/ja/blog'];
    for (const page of pages) assert.equal((await portal.edge.inject(page)).statusCode, 200);
    const before = retained();
    let served = 0;
    // As many pages as 40 MB takes (600–800 today): more than twice what the cache may hold, whatever a page weighs.
    for (let i = 0; served <= 40 * MB && i < 5_000; i++) {
      // Cache-busters of every spelling, and real queries (distinct searches): each one a page of its own.
      const url = i % 4 === 3 ? `/ar/search?q=bust${i}` : `${pages[i % 3]}?${['cb', 'utm_source', '_'][i % 3]}=${i}`;
      const response = await portal.edge.inject(url);
      assert.equal(response.statusCode, 200, url);
      served += response.body.length;
    }
    const grown = retained() - before;
    assert.ok(served > 40 * MB, `the run served ${Math.round(served / MB)} MB of HTML`);
    assert.ok(grown < 64 * MB, `the edge grew by ${Math.round(grown / MB)} MB`);
  });
});
