import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { buildEdgeServer } from '../edge.js';

/**
 * A release or rollback (scripts/release) only renames a new dist/current.json into place; the running edge server
 * must show it on the next request, and keep serving every version folder to tabs that loaded an older one.
 */
describe('edge server: remote pointers are read per request', () => {
  let remotesRoot: string;
  let edge: FastifyInstance;
  const dist = () => path.join(remotesRoot, 'mfe-blog', 'dist');

  async function version(name: string) {
    await mkdir(path.join(dist(), name), { recursive: true });
    await writeFile(path.join(dist(), name, 'mf-manifest.json'), `{"name":"blog","v":"${name}"}`);
    await writeFile(path.join(dist(), name, '2787.380b91e4fe.js'), `/* ${name} */`);
  }
  async function point(name: string) {
    await writeFile(path.join(dist(), '.current.json.tmp'), JSON.stringify({ version: name }));
    await rename(path.join(dist(), '.current.json.tmp'), path.join(dist(), 'current.json'));
  }

  before(async () => {
    remotesRoot = await mkdtemp(path.join(os.tmpdir(), 'edge-remotes-'));
    await version('0.1.0-aaaaaaaaaa');
    await version('0.1.0-bbbbbbbbbb');
    await writeFile(path.join(dist(), 'releases.json'), '[]');
    await mkdir(path.join(dist(), '.staging-0.1.0-cccccccccc-1'));
    await writeFile(path.join(dist(), '.staging-0.1.0-cccccccccc-1', 'mf-manifest.json'), '{}');
    // A shell build of its own: the HTML template is all the edge reads of it.
    const clientDir = path.join(remotesRoot, 'shell-client');
    await mkdir(clientDir);
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<html><head><title></title><script src="/_shell/main.0123456789.js"></script></head><body></body></html>',
    );
    edge = await buildEdgeServer({ ...loadEdgeConfig({}), remotesRoot, clientDir }, { logger: false });
    await edge.ready();
  });
  after(async () => {
    await edge.close();
    await rm(remotesRoot, { recursive: true, force: true });
  });

  it('answers remotes.json (no-cache) and the pages (revalidated) with the version the pointer names then', async () => {
    await point('0.1.0-bbbbbbbbbb');
    const released = await edge.inject('/remotes.json');
    assert.equal(released.headers['cache-control'], 'no-cache');
    assert.deepEqual(released.json().blog, {
      version: '0.1.0-bbbbbbbbbb',
      entry: '/remotes/blog/0.1.0-bbbbbbbbbb/mf-manifest.json',
    });

    await point('0.1.0-aaaaaaaaaa');
    assert.equal((await edge.inject('/remotes.json')).json().blog.version, '0.1.0-aaaaaaaaaa');
    assert.deepEqual((await edge.inject('/_build.json')).json().remotes, { blog: '0.1.0-aaaaaaaaaa' });
    const page = await edge.inject('/blog');
    // A shared cache keeps a guest's page seconds at most (s-maxage) and revalidates it: the ETag is of its bytes.
    assert.match(String(page.headers['cache-control']), /^public, max-age=0, s-maxage=\d+/);
    assert.match(
      page.body,
      /<script type="application\/json" id="portal-remotes">\{"blog":\{"version":"0\.1\.0-aaaaaaaaaa"/,
    );
    await point('0.1.0-bbbbbbbbbb');
    const rolled = await edge.inject({ url: '/blog', headers: { 'if-none-match': String(page.headers.etag) } });
    assert.notEqual(rolled.statusCode, 304, 'a release is a new page');
    assert.notEqual(rolled.headers.etag, page.headers.etag);
  });

  it('leaves out a pointer naming a dot folder or a path outside dist', async () => {
    for (const bad of ['.staging-0.1.0-cccccccccc-1', '..', '../x']) {
      await point(bad);
      assert.equal((await edge.inject('/remotes.json')).json().blog, undefined, bad);
    }
  });

  it('keeps serving the version rolled back from, and never the pointer, the history or a copy in progress', async () => {
    await point('0.1.0-aaaaaaaaaa');
    const old = await edge.inject('/remotes/blog/0.1.0-bbbbbbbbbb/2787.380b91e4fe.js');
    assert.equal(old.statusCode, 200);
    assert.equal(old.body, '/* 0.1.0-bbbbbbbbbb */');
    assert.equal(old.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(
      (await edge.inject('/remotes/blog/0.1.0-bbbbbbbbbb/mf-manifest.json')).headers['cache-control'],
      'no-cache',
    );
    for (const hidden of ['current.json', 'releases.json', '.staging-0.1.0-cccccccccc-1/mf-manifest.json']) {
      assert.equal((await edge.inject(`/remotes/blog/${hidden}`)).statusCode, 404, hidden);
    }
  });

  it('names the entry and manifest hashes of the version and of the earlier ones, in the page too', async () => {
    const record = (v: string) => ({
      'remoteEntry.js': `sha384-entry-${v}`,
      'mf-manifest.json': `sha384-manifest-${v}`,
    });
    await writeFile(
      path.join(dist(), 'integrity.json'),
      // An entry-only record, as releases wrote them before every file was hashed.
      JSON.stringify({ '0.1.0-aaaaaaaaaa': 'sha384-entry-a', '0.1.0-bbbbbbbbbb': record('b') }),
    );
    const history = [{ action: 'release', version: '0.1.0-bbbbbbbbbb', previous: '0.1.0-aaaaaaaaaa' }];
    await writeFile(path.join(dist(), 'releases.json'), JSON.stringify(history));
    await point('0.1.0-bbbbbbbbbb');
    try {
      const blog = (await edge.inject('/remotes.json')).json().blog;
      assert.equal(blog.integrity, 'sha384-entry-b');
      assert.equal(blog.manifestIntegrity, 'sha384-manifest-b');
      assert.deepEqual(blog.previous, [
        {
          version: '0.1.0-aaaaaaaaaa',
          entry: '/remotes/blog/0.1.0-aaaaaaaaaa/mf-manifest.json',
          integrity: 'sha384-entry-a',
        },
      ]);
      const page = await edge.inject('/blog');
      assert.match(page.body, /"integrity":"sha384-entry-b","manifestIntegrity":"sha384-manifest-b"/);
      assert.equal((await edge.inject('/remotes/blog/integrity.json')).statusCode, 404);
    } finally {
      await rm(path.join(dist(), 'integrity.json'));
      await writeFile(path.join(dist(), 'releases.json'), '[]');
    }
  });
});
