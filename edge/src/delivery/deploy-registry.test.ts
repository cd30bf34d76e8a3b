import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DiskObjectStore } from '@portal/object-store';
import { deployClient, httpDeploy } from './deploy-api.js';
import { createDeployRegistry, type DeployRegistrySource } from './deploy-registry.js';
import { startFakeDeployApi, type FakeDeployApi } from './fake-deploy-api.js';
import { readRemotes } from './remotes.js';

const TOKEN = 'pdt_edge-test-token';
const V1 = '1.0.0-aaaaaaaaaa';
const V2 = '1.1.0-bbbbbbbbbb';
const V3 = '1.2.0-cccccccccc';
/** The contract: every edge learns of a change within 2 s. */
const LEARN_MS = 2_000;
const quiet = { warn: () => undefined, info: () => undefined };

async function waitFor(done: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return done();
}

const pointerOf = async (registry: DeployRegistrySource, remote: string) =>
  JSON.parse(await readFile(path.join(registry.distDir(remote)!, 'current.json'), 'utf8')) as {
    version: string;
    canary?: { version: string; percent: number };
  };

/**
 * The edge's registry from the deploy API: the long poll brings each release, canary and rollback to the mirror the
 * edge serves from within 2 s (measured from the move, on a loaded machine: the poll answers at once, so the bound
 * is generous), version files come from the object store, and an API that cannot be read leaves the last registry
 * served, across a restart too.
 */
describe('edge: the registry from the deploy API', () => {
  let dir: string;
  let fake: FakeDeployApi;
  let store: DiskObjectStore;
  const registries: DeployRegistrySource[] = [];

  async function storeVersion(remote: string, version: string) {
    const base = `remotes/${remote}/${version}`;
    await store.put(`${base}/mf-manifest.json`, '{}');
    await store.put(`${base}/remoteEntry.js`, `// ${version}`);
    await store.put(`${base}/chunks/1.abc.js`, `// chunk of ${version}`);
    await store.put(`${base}/integrity.json`, JSON.stringify({ 'remoteEntry.js': `sha384-${version}` }));
    fake.publish(remote, version);
  }

  const open = (cacheDir = path.join(dir, 'cache')) => {
    const registry = createDeployRegistry({
      client: deployClient(httpDeploy(fake.url, TOKEN)),
      store,
      cacheDir,
      log: quiet,
    });
    registries.push(registry);
    return registry;
  };

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'edge-deploy-registry-'));
    store = new DiskObjectStore(path.join(dir, 'objects'));
    fake = await startFakeDeployApi(TOKEN);
    await storeVersion('blog', V1);
    fake.move('blog', { current: V1 }, { action: 'release', version: V1, actor: 'blog team' });
  });

  after(async () => {
    for (const registry of registries) await registry.stop();
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('mirrors the registry: the pointer, the history and the version files from the store', async () => {
    const registry = open();
    await registry.ready;
    assert.deepEqual(registry.names(), ['blog']);
    assert.equal((await pointerOf(registry, 'blog')).version, V1);
    const dist = registry.distDir('blog')!;
    assert.equal(await readFile(path.join(dist, V1, 'chunks', '1.abc.js'), 'utf8'), `// chunk of ${V1}`);
    const history = JSON.parse(await readFile(path.join(dist, 'releases.json'), 'utf8'));
    assert.deepEqual(
      history.map((entry: { action: string; by: string }) => [entry.action, entry.by]),
      [['release', 'blog team']],
    );
    const remotes = await readRemotes(registry);
    assert.equal(remotes.blog?.version, V1);
    assert.equal(remotes.blog?.integrity, `sha384-${V1}`, "the hashes stored with the version's files");
  });

  it('learns a release, a canary and a rollback within 2 s of each', async () => {
    const registry = open();
    await registry.ready;
    await storeVersion('blog', V2);
    let at = Date.now();
    fake.move('blog', { current: V2 }, { action: 'release', version: V2, actor: 'blog team' });
    assert.ok(await waitFor(async () => (await pointerOf(registry, 'blog')).version === V2, 10_000));
    assert.ok(Date.now() - at <= LEARN_MS, `release learnt in ${Date.now() - at} ms`);
    assert.equal(await readFile(path.join(registry.distDir('blog')!, V2, 'remoteEntry.js'), 'utf8'), `// ${V2}`);

    await storeVersion('blog', V3);
    at = Date.now();
    fake.move('blog', { canary: { version: V3, percent: 10 } }, { action: 'canary', version: V3, actor: 'blog team' });
    assert.ok(await waitFor(async () => (await pointerOf(registry, 'blog')).canary?.version === V3, 10_000));
    assert.ok(Date.now() - at <= LEARN_MS, `canary learnt in ${Date.now() - at} ms`);

    at = Date.now();
    fake.move('blog', { current: V1, canary: null }, { action: 'rollback', version: V1, actor: 'blog team' });
    assert.ok(await waitFor(async () => (await pointerOf(registry, 'blog')).version === V1, 10_000));
    assert.ok(Date.now() - at <= LEARN_MS, `rollback learnt in ${Date.now() - at} ms`);
    assert.equal((await pointerOf(registry, 'blog')).canary, undefined);
  });

  it('forgets a remote taken out of the registry, its files too', async () => {
    const registry = open(path.join(dir, 'cache-unregister'));
    await registry.ready;
    await storeVersion('upload', V1);
    fake.move('upload', { current: V1 }, { action: 'release', version: V1, actor: 'upload team' });
    assert.ok(await waitFor(async () => registry.names().includes('upload'), 10_000));
    const dist = registry.distDir('upload')!;
    assert.ok(await waitFor(async () => (await readdir(dist)).includes(V1), 10_000));

    fake.unregister('upload');
    assert.ok(await waitFor(async () => !registry.names().includes('upload'), 10_000));
    assert.ok(await waitFor(async () => !(await readdir(path.dirname(dist))).includes('upload'), 10_000));
    assert.deepEqual(registry.names(), ['blog'], 'the others stay');
    assert.ok((await readdir(path.dirname(dist))).includes('blog'), "the blog's mirror stays");
  });

  it('mirrors a change it refreshes for itself while the long poll brings the same one, whole', async () => {
    const warnings: string[] = [];
    const registry = createDeployRegistry({
      client: deployClient(httpDeploy(fake.url, TOKEN)),
      store,
      cacheDir: path.join(dir, 'cache-refresh'),
      log: { ...quiet, warn: (_details, message) => void warnings.push(message) },
    });
    registries.push(registry);
    await registry.ready;
    // As after the edge's own decision: the API moved, and the edge reads the registry at once.
    for (let move = 0; move < 10; move += 1) {
      const version = move % 2 ? V1 : V2;
      fake.move('blog', { current: version }, { action: 'rollback', version, actor: 'edge (automatic rollback)' });
      await registry.refresh();
      assert.equal((await pointerOf(registry, 'blog')).version, version, `move ${move} mirrored by the refresh`);
    }
    assert.deepEqual(warnings, []);
  });

  it('keeps serving the last registry while the API is down, and after a restart', async () => {
    const registry = open();
    await registry.ready;
    fake.setDown(true);
    try {
      // A change the edge cannot learn yet: it keeps what it mirrored.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      assert.deepEqual(registry.names(), ['blog']);
      assert.equal((await readRemotes(registry)).blog?.version, V1);

      // A new edge process with the same cache, started while the API is down.
      const restarted = open();
      await restarted.ready;
      assert.deepEqual(restarted.names(), ['blog']);
      assert.equal((await readRemotes(restarted)).blog?.version, V1);
    } finally {
      fake.setDown(false);
    }
    // Back up: the next change is learnt as quickly as ever (the retries are at most a second apart).
    fake.move('blog', { current: V2 }, { action: 'release', version: V2, actor: 'blog team' });
    const at = Date.now();
    assert.ok(await waitFor(async () => (await pointerOf(registry, 'blog')).version === V2, 10_000));
    assert.ok(Date.now() - at <= LEARN_MS + 1_000, `learnt in ${Date.now() - at} ms after the API came back`);
  });
});
