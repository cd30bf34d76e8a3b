import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { buildGamesOrigin } from './server.js';

describe('games origin', () => {
  let app: FastifyInstance;
  let root: string;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'games-origin-'));
    await mkdir(path.join(root, 'demo', 'v1'), { recursive: true });
    await writeFile(path.join(root, 'demo', 'v1', 'index.html'), '<!doctype html><title>demo</title>');
    await writeFile(path.join(root, 'demo', 'v1', 'core.wasm'), Buffer.from([0, 97, 115, 109]));
    await writeFile(path.join(root, 'demo', 'v1', 'run.sh'), 'echo hi');
    await writeFile(path.join(root, 'secret.txt'), 'outside any game');
    app = await buildGamesOrigin({ ...loadConfig(), gamesDir: root, portalOrigin: 'https://portal.example' });
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a game file with strict headers and no cookies', async () => {
    const res = await app.inject('/demo/v1/index.html');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors https:\/\/portal\.example/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(String(res.headers['cache-control']), /immutable/);
    assert.equal(res.headers['set-cookie'], undefined);
  });

  it('serves wasm as application/wasm and honours range requests', async () => {
    const res = await app.inject({ url: '/demo/v1/core.wasm', headers: { range: 'bytes=1-2' } });
    assert.equal(res.statusCode, 206);
    assert.equal(res.headers['content-type'], 'application/wasm');
    assert.equal(res.body, 'as');
  });

  it('refuses files outside a version folder, types outside the allow-list, traversal and listings', async () => {
    for (const url of ['/secret.txt', '/demo/v1/run.sh', '/demo/v1/../../secret.txt/../demo/v1/run.sh', '/demo/v1/', '/%2e%2e/secret.sh']) {
      assert.equal((await app.inject(url)).statusCode, 404, url);
    }
  });
});
