import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { injectOnHost } from '../test/http.js';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { loadConfig } from '../config.js';
import { BRIDGE_SDK_PATH } from './bridge-sdk.js';
import { buildGamesOrigin } from './server.js';

const GAME_HOST = 'snake.games.localhost:8081';

describe('portal bridge script on the games origin', () => {
  let app: FastifyInstance;
  let root: string;
  /** A request on the game's own host. */
  let fromGame: ReturnType<typeof injectOnHost>;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'games-origin-sdk-'));
    app = await buildGamesOrigin({
      ...loadConfig(),
      objectsDir: root,
      portalOrigin: 'https://portal.example',
      gamesOrigin: 'http://games.localhost:8081',
    });
    fromGame = injectOnHost(app, GAME_HOST);
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the script as JavaScript with the strict headers, a short cache and no cookies', async () => {
    const res = await fromGame(BRIDGE_SDK_PATH);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors https:\/\/portal\.example/);
    assert.equal(res.headers['cache-control'], 'public, max-age=300, stale-while-revalidate=2592000');
    assert.equal(res.headers['set-cookie'], undefined);
    assert.match(res.body, /window\.PortalBridge = Object\.freeze/);
  });

  it("carries @portal/shared's locale list and its right-to-left locales", async () => {
    const res = await fromGame(BRIDGE_SDK_PATH);
    assert.ok(res.body.includes(`var LOCALES = ${JSON.stringify(LOCALE_CODES)};`));
    assert.ok(res.body.includes('var RTL = {"ar":true};'));
    assert.doesNotMatch(res.body, /\/\* @portal\/shared [A-Z_]+ \*\//);
  });

  it('answers 304 to a matching ETag, and HEAD without a body', async () => {
    const first = await fromGame(BRIDGE_SDK_PATH);
    const etag = String(first.headers.etag);
    const again = await fromGame({ url: BRIDGE_SDK_PATH, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const head = await fromGame({ method: 'HEAD', url: BRIDGE_SDK_PATH });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
  });

  it('serves nothing else under /sdk', async () => {
    for (const url of ['/sdk/v1/other.js', '/sdk/v2/portal-bridge.js', '/sdk/v1/'])
      assert.equal((await fromGame(url)).statusCode, 404, url);
  });
});
