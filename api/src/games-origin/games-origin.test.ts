import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { injectOnHost } from '../test/http.js';
import { loadConfig } from '../config.js';
import { buildGamesOrigin } from './server.js';

const GAMES_BASE = 'http://games.localhost:8081';
const DEMO_HOST = 'demo.games.localhost:8081';

/** 1000 bytes of media: byte i is i % 256, so any range's content is predictable. */
const MEDIA = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe('games origin', () => {
  let app: FastifyInstance;
  let root: string;
  /** A request on the game's own host. */
  let demo: ReturnType<typeof injectOnHost>;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'games-origin-'));
    await mkdir(path.join(root, 'games', 'demo', 'v1'), { recursive: true });
    await writeFile(path.join(root, 'games', 'demo', 'v1', 'index.html'), '<!doctype html><title>demo</title>');
    await writeFile(path.join(root, 'games', 'demo', 'v1', 'core.wasm'), Buffer.from([0, 97, 115, 109]));
    await writeFile(path.join(root, 'games', 'demo', 'v1', 'run.sh'), 'echo hi');
    await writeFile(path.join(root, 'games', 'demo', 'v1', 'music.mp3'), MEDIA);
    await mkdir(path.join(root, 'games', 'demo', 'a1b2c3d4e5f60718', 'media'), { recursive: true });
    await writeFile(path.join(root, 'games', 'demo', 'a1b2c3d4e5f60718', 'media', 'clip.mp4'), MEDIA);
    await mkdir(path.join(root, 'games', 'demo', 'latest'), { recursive: true });
    await writeFile(path.join(root, 'games', 'demo', 'latest', 'index.html'), '<!doctype html><title>latest</title>');
    await writeFile(path.join(root, 'games', 'secret.txt'), 'outside any game');
    app = await buildGamesOrigin({
      ...loadConfig(),
      objectsDir: root,
      portalOrigin: 'https://portal.example',
      gamesOrigin: GAMES_BASE,
    });
    demo = injectOnHost(app, DEMO_HOST);
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a game file with strict headers and no cookies', async () => {
    const res = await demo('/demo/v1/index.html');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors https:\/\/portal\.example/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(String(res.headers['cache-control']), /immutable/);
    assert.equal(res.headers['set-cookie'], undefined);
  });

  it('serves wasm as application/wasm and honours range requests', async () => {
    const res = await demo({ url: '/demo/v1/core.wasm', headers: { range: 'bytes=1-2' } });
    assert.equal(res.statusCode, 206);
    assert.equal(res.headers['content-type'], 'application/wasm');
    assert.equal(res.body, 'as');
  });

  it('serves media ranges: 206 with Content-Range, open-ended and suffix ranges, 416 out of bounds', async () => {
    const full = await demo('/demo/a1b2c3d4e5f60718/media/clip.mp4');
    assert.equal(full.statusCode, 200);
    assert.equal(full.headers['accept-ranges'], 'bytes');
    assert.equal(full.headers['content-type'], 'video/mp4');
    assert.equal(full.headers['content-length'], '1000');

    const part = await demo({
      url: '/demo/a1b2c3d4e5f60718/media/clip.mp4',
      headers: { range: 'bytes=100-199' },
    });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], 'bytes 100-199/1000');
    assert.deepEqual(part.rawPayload, MEDIA.subarray(100, 200));

    const tail = await demo({ url: '/demo/v1/music.mp3', headers: { range: 'bytes=-10' } });
    assert.equal(tail.statusCode, 206);
    assert.equal(tail.headers['content-type'], 'audio/mpeg');
    assert.deepEqual(tail.rawPayload, MEDIA.subarray(990));
    const open = await demo({ url: '/demo/v1/music.mp3', headers: { range: 'bytes=995-' } });
    assert.equal(open.headers['content-range'], 'bytes 995-999/1000');

    const beyond = await demo({ url: '/demo/v1/music.mp3', headers: { range: 'bytes=5000-6000' } });
    assert.equal(beyond.statusCode, 416);
    assert.equal(beyond.headers['set-cookie'], undefined);
  });

  it('marks only versioned paths immutable; other folders are revalidated', async () => {
    assert.match(String((await demo('/demo/a1b2c3d4e5f60718/media/clip.mp4')).headers['cache-control']), /immutable/);
    const latest = await demo('/demo/latest/index.html');
    assert.equal(latest.statusCode, 200);
    assert.equal(latest.headers['cache-control'], 'no-cache');
    assert.ok(latest.headers.etag || latest.headers['last-modified']);
  });

  it('answers refusals with nosniff and without cookies, malformed escapes included', async () => {
    for (const url of ['/secret.txt', '/demo/v1/%E0%A4%A.html', '/demo/v1/missing.js']) {
      const res = await demo(url);
      // Fastify answers a malformed escape with 400 before any hook; the others are 404.
      assert.ok(res.statusCode === 404 || res.statusCode === 400, `${url}: ${res.statusCode}`);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['set-cookie'], undefined, url);
    }
  });

  it('refuses files outside a version folder, types outside the allow-list, traversal and listings', async () => {
    for (const url of [
      '/secret.txt',
      '/demo/v1/run.sh',
      '/demo/v1/../../secret.txt/../demo/v1/run.sh',
      '/demo/v1/',
      '/%2e%2e/secret.sh',
    ]) {
      assert.equal((await demo(url)).statusCode, 404, url);
    }
  });
});
