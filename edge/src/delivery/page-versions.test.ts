import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pageMayRun } from './page-versions.js';

const MINUTE = 60_000;

describe('which versions a page may run besides its visitor’s own', () => {
  let dist: string;
  const now = Date.parse('2026-12-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  let mayRun: (remote: string, version: string) => Promise<boolean>;

  before(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'page-versions-'));
    await writeFile(
      path.join(dist, 'current.json'),
      JSON.stringify({ version: '3.0.0', canary: { version: '4.0.0-rc', percent: 10 } }),
    );
    await writeFile(
      path.join(dist, 'releases.json'),
      JSON.stringify([
        { action: 'release', version: '2.0.0', previous: '1.0.0', at: ago(90 * MINUTE), by: 'ci' },
        { action: 'release', version: '3.0.0', previous: '2.0.0', at: ago(5 * MINUTE), by: 'ci' },
        { action: 'drop-canary', version: '3.1.0-rc', at: ago(MINUTE), by: 'edge' },
      ]),
    );
    const registry = { names: () => ['blog'], distDir: (name: string) => (name === 'blog' ? dist : undefined) };
    mayRun = pageMayRun(registry, 30 * MINUTE, () => now);
  });
  after(() => rm(dist, { recursive: true, force: true }));

  it('the stable version: a canary visitor’s first page is the one every guest gets', async () => {
    assert.equal(await mayRun('blog', '3.0.0'), true);
  });

  it('a version replaced or a canary dropped within the window', async () => {
    assert.equal(await mayRun('blog', '2.0.0'), true);
    assert.equal(await mayRun('blog', '3.1.0-rc'), true);
  });

  it('not a running canary (only its bucket speaks for it), an old version, or an unknown remote', async () => {
    assert.equal(await mayRun('blog', '4.0.0-rc'), false);
    assert.equal(await mayRun('blog', '1.0.0'), false);
    assert.equal(await mayRun('games', '3.0.0'), false);
  });
});
