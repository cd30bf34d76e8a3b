import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { injectOnHost } from '../test/http.js';
import { BRIDGE_SDK_PATH } from './bridge-sdk.js';
import { buildGamesOrigin } from './server.js';

const BASE = 'http://games.localhost:8081';
const SNAKE = 'snake.games.localhost:8081';
const TILES = 'tiles.games.localhost:8081';

/** One GET over a real socket (inject() skips Node's header parser), to 127.0.0.1 with the given Host. */
function getOverSocket(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('games origin: one host per game', () => {
  let app: FastifyInstance;
  let root: string;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'games-origin-hosts-'));
    for (const slug of ['snake', 'tiles']) {
      await mkdir(path.join(root, 'games', slug, 'v1'), { recursive: true });
      await writeFile(path.join(root, 'games', slug, 'v1', 'index.html'), `<!doctype html><title>${slug}</title>`);
      await writeFile(path.join(root, 'games', slug, 'v1', 'game.js'), 'void 0;');
      await writeFile(path.join(root, 'games', slug, 'v1', 'thumbnail.webp'), 'RIFF');
      await writeFile(path.join(root, 'games', slug, 'v1', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    app = await buildGamesOrigin({
      ...loadConfig(),
      objectsDir: root,
      portalOrigin: 'https://portal.example',
      gamesOrigin: BASE,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    injectOnHost(app, host)({ url, headers });

  it("serves a game's files and the bridge on its own host, nothing of another game's", async () => {
    for (const url of ['/snake/v1/index.html', '/snake/v1/game.js', '/snake/v1/thumbnail.webp', BRIDGE_SDK_PATH])
      assert.equal((await get(SNAKE, url)).statusCode, 200, url);
    for (const url of ['/tiles/v1/index.html', '/tiles/v1/game.js', '/tiles/v1/thumbnail.webp'])
      assert.equal((await get(SNAKE, url)).statusCode, 404, `${url} on snake's host`);
    assert.equal((await get(TILES, '/tiles/v1/index.html')).statusCode, 200);
  });

  it('answers 404 to any host that is not the base or one game under it', async () => {
    for (const host of ['127.0.0.1:8081', 'localhost:8081', 'a.snake.games.localhost:8081', 'evil.test', ''])
      for (const url of ['/snake/v1/index.html', BRIDGE_SDK_PATH])
        assert.equal((await get(host, url)).statusCode, 404, `${host}${url}`);
  });

  it('serves on the base host only pictures (never run) and the bridge, no game document or script', async () => {
    const picture = await get('games.localhost:8081', '/tiles/v1/thumbnail.webp');
    assert.equal(picture.statusCode, 200);
    assert.equal(picture.headers['content-type'], 'image/webp');
    assert.match(String(picture.headers['content-security-policy']), /default-src 'none'.*; sandbox$/);
    assert.equal((await get('games.localhost', '/snake/v1/cover.svg')).statusCode, 200);
    assert.equal((await get('games.localhost:8081', BRIDGE_SDK_PATH)).statusCode, 200);
    for (const url of ['/snake/v1/index.html', '/snake/v1/game.js'])
      assert.equal((await get('games.localhost:8081', url)).statusCode, 404, url);
  });

  it("drops the cookies a game left on its documents and never sets any; other files keep the game's policy", async () => {
    const page = await get(SNAKE, '/snake/v1/index.html', { cookie: 'a=1' });
    assert.equal(page.headers['clear-site-data'], '"cookies"');
    assert.equal(page.headers['set-cookie'], undefined);
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors https:\/\/portal\.example/);
    const script = await get(SNAKE, '/snake/v1/game.js', { cookie: 'a=1' });
    assert.equal(script.headers['clear-site-data'], undefined);
    assert.match(String(script.headers['content-security-policy']), /script-src 'self'/);
  });

  it('answers a cookie bomb (60 cookies of 3.8 KB) with the file, not 431, over a real connection', async () => {
    const cookie = Array.from({ length: 60 }, (_, i) => `bomb${i}=${'x'.repeat(3800)}`).join('; ');
    assert.equal(await getOverSocket(app, '/snake/v1/index.html', { host: SNAKE, cookie }), 200);
    assert.equal(await getOverSocket(app, BRIDGE_SDK_PATH, { host: TILES, cookie }), 200);
    // The limit is raised, not gone.
    const huge = Array.from({ length: 300 }, (_, i) => `bomb${i}=${'x'.repeat(4000)}`).join('; ');
    assert.equal(await getOverSocket(app, BRIDGE_SDK_PATH, { host: TILES, cookie: huge }), 431);
  });
});
