import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { offlineRedirectScript, pwaRoutes } from './pwa-routes.js';
import { createRegistry } from '../delivery/registry.js';
import { readRemotes } from '../delivery/remotes.js';
import { REPO_REGISTRY } from '../testing.js';

const TEMPLATE = (hash: string) =>
  `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div><script src="/_shell/main.${hash}.js"></script></body></html>`;

/** Runs the offline document's first script at an address; returns where it moved the address, if anywhere. */
function redirectOf(pathname: string, search = '', hash = ''): string | undefined {
  let moved: string | undefined;
  const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(offlineRedirectScript('n0nce'))![1]!;
  vm.runInNewContext(source, {
    location: { pathname, search, hash },
    history: { replaceState: (_state: unknown, _title: string, url: string) => (moved = url) },
    encodeURIComponent,
  });
  return moved;
}

describe('edge server: PWA routes', () => {
  let app: FastifyInstance;
  let root: string;
  let clientDir: string;

  const pointTo = (folder: string, version: string) =>
    writeFile(path.join(root, folder, 'dist', 'current.json'), JSON.stringify({ version }));

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-pwa-'));
    clientDir = path.join(root, 'client');
    await mkdir(clientDir, { recursive: true });
    await mkdir(path.join(root, 'mfe-games', 'dist'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), TEMPLATE('aaaaaaaaaa'));
    await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await pointTo('mfe-games', '0.1.0-one');
    app = Fastify({ logger: false });
    await app.register(pwaRoutes, {
      clientDir,
      readRemotes: () => readRemotes(createRegistry(REPO_REGISTRY, root), clientDir),
      runtimeConfig: { apiBase: '/app/api/v1' },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a web app manifest an installable app needs', async () => {
    const res = await app.inject('/manifest.webmanifest');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/manifest\+json/);
    const manifest = res.json();
    assert.equal(manifest.start_url, '/?source=pwa');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    assert.ok(
      manifest.name && manifest.short_name && manifest.description && manifest.theme_color && manifest.background_color,
    );
    const sizes = (purpose: string) =>
      manifest.icons
        .filter((icon: { purpose: string }) => icon.purpose === purpose)
        .map((icon: { sizes: string }) => icon.sizes);
    assert.deepEqual(sizes('any'), ['192x192', '512x512']);
    assert.ok(sizes('maskable').includes('512x512'));
    assert.ok(manifest.shortcuts.length >= 3);
    for (const src of [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons)].map(
      (i: { src: string }) => i.src,
    )) {
      const icon = await app.inject(src);
      assert.equal(icon.statusCode, 200, src);
      assert.equal(icon.headers['content-type'], 'image/png');
    }
  });

  it('serves the social image', async () => {
    const res = await app.inject('/og-image.png');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.rawPayload.readUInt32BE(16), 1200);
    assert.equal(res.rawPayload.readUInt32BE(20), 630);
  });

  it('serves /sw.js from the build, uncached, allowed to control the whole site', async () => {
    const res = await app.inject('/sw.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['service-worker-allowed'], '/');
    assert.match(String(res.headers['content-type']), /^text\/javascript/);
    // Read on every request: a deploy is visible at once.
    await writeFile(path.join(clientDir, 'sw.js'), '// v2');
    assert.equal((await app.inject('/sw.js')).body, '// v2');
  });

  it('serves the build manifest, uncached, changing with the shell or any remote', async () => {
    const first = await app.inject('/_build.json?t=1');
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const a = first.json();
    assert.equal(a.shell, 'aaaaaaaaaa');
    assert.deepEqual(a.remotes, { games: '0.1.0-one' });
    assert.deepEqual((await app.inject('/_build.json?t=2')).json(), a);

    await pointTo('mfe-games', '0.1.0-two');
    const b = (await app.inject('/_build.json?t=3')).json();
    assert.notEqual(b.buildId, a.buildId);

    await writeFile(path.join(clientDir, 'index.html'), TEMPLATE('bbbbbbbbbb'));
    const c = (await app.inject('/_build.json?t=4')).json();
    assert.equal(c.shell, 'bbbbbbbbbb');
    assert.notEqual(c.buildId, b.buildId);
  });

  it('serves the offline document: the shell page, not indexed, moving to /offline', async () => {
    const res = await app.inject('/_pwa/offline.html?__WB_REVISION__=abc');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-robots-tag'], 'noindex');
    assert.match(res.body, /<meta name="robots" content="noindex">/);
    assert.match(res.body, /<script type="application\/json" id="portal-remotes">\{"games"/);
    assert.match(res.body, /history\.replaceState/);
  });

  it('the offline document keeps the locale and remembers the wanted page', () => {
    assert.equal(redirectOf('/about'), '/offline?from=%2Fabout');
    assert.equal(redirectOf('/fr/games/snake', '?x=1', '#top'), '/fr/offline?from=%2Ffr%2Fgames%2Fsnake%3Fx%3D1%23top');
    assert.equal(redirectOf('/zh-CN'), '/zh-CN/offline?from=%2Fzh-CN');
    assert.equal(redirectOf('/french/page'), '/offline?from=%2Ffrench%2Fpage');
    assert.equal(redirectOf('/offline'), undefined);
    assert.equal(redirectOf('/ar/offline'), undefined);
  });
});
