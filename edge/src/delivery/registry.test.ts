import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { edgeAlone, shellClient } from '../testing.js';
import { parseRegistry } from './registry.js';

const ROUTES = {
  namespace: 'fixture',
  pages: [{ path: '/fixture-hello', seoKey: 'fixture', module: 'HelloPage' }],
  overlays: { 'fixture-hello': { module: 'HelloBox', title: 'box.title' } },
};

describe('registry file', () => {
  it('keeps valid names with their folders, relative to the remotes root or absolute', () => {
    const folders = parseRegistry(
      JSON.stringify({ games: 'mfe-games', extra: '/srv/extra', 'Bad Name': 'x', empty: '', number: 3 }),
      '/srv/portal',
    );
    assert.deepEqual(Object.fromEntries(folders), {
      games: '/srv/portal/mfe-games/dist',
      extra: '/srv/extra/dist',
    });
  });

  it('refuses what is not an object', () => {
    assert.throws(() => parseRegistry('[]', '/'), /not a JSON object/);
    assert.throws(() => parseRegistry('{', '/'));
  });
});

/** A remote registered while the edge runs: its pages, boxes and files appear on the next request, no restart. */
describe('edge server: remotes registered at runtime', () => {
  let root: string;
  let registryFile: string;
  let edge: FastifyInstance;

  async function writeRegistry(value: unknown) {
    await writeFile(`${registryFile}.tmp`, typeof value === 'string' ? value : JSON.stringify(value));
    await rename(`${registryFile}.tmp`, registryFile);
  }

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-registry-'));
    registryFile = path.join(root, 'remotes.json');
    const version = path.join(root, 'fixture-remote', 'dist', '1.0.0-fixture');
    await mkdir(version, { recursive: true });
    await writeFile(path.join(version, 'mf-manifest.json'), '{"name":"fixture"}');
    await writeFile(path.join(version, 'remoteEntry.js'), '/* fixture entry */');
    await writeFile(path.join(version, 'portal-manifest.json'), JSON.stringify({ name: 'fixture', ...ROUTES }));
    await writeFile(path.join(root, 'fixture-remote', 'dist', 'current.json'), '{"version":"1.0.0-fixture"}');
    const clientDir = await shellClient(root, '<script src="/_shell/main.0123456789.js"></script>');
    await writeRegistry({});
    edge = await edgeAlone({
      ...loadEdgeConfig({ SSR: 'false' }),
      remotesRoot: root,
      remotesRegistry: registryFile,
      clientDir,
    });
  });
  after(async () => {
    await edge.close();
    await rm(root, { recursive: true, force: true });
  });

  it('knows nothing of a remote before it is registered', async () => {
    assert.deepEqual((await edge.inject('/remotes.json')).json(), {});
    assert.equal((await edge.inject('/remotes/fixture/1.0.0-fixture/remoteEntry.js')).statusCode, 404);
    assert.equal((await edge.inject('/fixture-hello')).statusCode, 404);
  });

  it('serves its routes, its files and its pages once the registry names it', async () => {
    await writeRegistry({ fixture: 'fixture-remote' });
    const remotes = (await edge.inject('/remotes.json')).json();
    assert.equal(remotes.fixture.version, '1.0.0-fixture');
    assert.deepEqual(remotes.fixture.routes, ROUTES);

    const entry = await edge.inject('/remotes/fixture/1.0.0-fixture/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, '/* fixture entry */');
    assert.equal(entry.headers['cache-control'], 'no-cache');

    const page = await edge.inject('/fr/fixture-hello');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<link rel="preload" href="\/remotes\/fixture\/1\.0\.0-fixture\/mf-manifest\.json"/);
    assert.match(page.body, /"routes":\{"namespace":"fixture"/);
    // The games origin's connection opens with the document (the first view's thumbnails come from there).
    assert.match(page.body, /<link rel="preconnect" href="http:\/\/games\.localhost:8081">/);
  });

  it('keeps the last good registry when the file is broken, and drops a remote when it is removed', async () => {
    await writeRegistry('{ not json');
    assert.equal((await edge.inject('/remotes.json')).json().fixture.version, '1.0.0-fixture');
    await writeRegistry({});
    assert.deepEqual((await edge.inject('/remotes.json')).json(), {});
    assert.equal((await edge.inject('/fixture-hello')).statusCode, 404);
  });
});
