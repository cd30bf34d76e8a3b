import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createRegistry } from './registry.js';
import { readRemotes } from './remotes.js';
import { createHtmlRenderer, PAGE_DATA_IDS } from '../ssr/html.js';
import { REPO_REGISTRY } from '../testing.js';

/** remotes.json names, per remote, the newest version the shell being served can serve (docs/architecture.md). */
describe('edge server: remotes.json and the contract', () => {
  let root: string;
  const dist = () => path.join(root, 'mfe-blog', 'dist');
  const clientDir = () => path.join(root, 'shell-client');

  async function version(name: string, sharedRange: string) {
    await mkdir(path.join(dist(), name), { recursive: true });
    await writeFile(path.join(dist(), name, 'mf-manifest.json'), '{}');
    const contract = { shared: { '@portal/shared': sharedRange }, imports: { '@portal/shared': ['openOverlay'] } };
    await writeFile(path.join(dist(), name, 'portal-manifest.json'), JSON.stringify({ name: 'blog', contract }));
  }

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-contract-'));
    await version('1.0.0-good', '^1.0.0');
    await version('2.0.0-needs-two', '^2.0.0');
    const at = '2026-01-01T00:00:00.000Z';
    await writeFile(
      path.join(dist(), 'releases.json'),
      JSON.stringify([
        { action: 'release', version: '1.0.0-good', previous: null, at },
        { action: 'release', version: '2.0.0-needs-two', previous: '1.0.0-good', at },
      ]),
    );
    await writeFile(path.join(dist(), 'current.json'), JSON.stringify({ version: '2.0.0-needs-two' }));
    await mkdir(clientDir());
    const provides = { shared: { '@portal/shared': '1.3.0' }, exports: { '@portal/shared': ['openOverlay'] } };
    await writeFile(path.join(clientDir(), 'portal-provides.json'), JSON.stringify(provides));
    await writeFile(
      path.join(clientDir(), 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('names the newest version from the history the shell can serve, not the pointer it cannot', async () => {
    const remotes = await readRemotes(createRegistry(REPO_REGISTRY, root), clientDir());
    assert.equal(remotes.blog?.version, '1.0.0-good');
    assert.equal(remotes.blog?.entry, '/remotes/blog/1.0.0-good/mf-manifest.json');
    assert.deepEqual(remotes.blog?.contract?.shared, { '@portal/shared': '^1.0.0' });
    assert.equal(remotes.blog?.previous, undefined);
  });

  it('without a shell contract to check against, names the pointer and lists earlier versions for the shell', async () => {
    const remotes = await readRemotes(createRegistry(REPO_REGISTRY, root));
    assert.equal(remotes.blog?.version, '2.0.0-needs-two');
    assert.deepEqual(remotes.blog?.previous, [
      { version: '1.0.0-good', entry: '/remotes/blog/1.0.0-good/mf-manifest.json' },
    ]);
  });

  it("leaves the contracts out of a page's registry when the edge checked them against the page's own shell", async () => {
    const remotes = await readRemotes(createRegistry(REPO_REGISTRY, root), clientDir());
    const inlined = async (dir: string) => {
      const { html } = await createHtmlRenderer(dir)({ pathname: '/blog', seoHead: '', config: {}, remotes });
      const json = new RegExp(`id="${PAGE_DATA_IDS.remotes}">(.*?)</script>`).exec(html)?.[1];
      return JSON.parse(json!) as typeof remotes;
    };
    const page = await inlined(clientDir());
    assert.equal(page.blog?.version, '1.0.0-good');
    assert.equal(page.blog?.contract, undefined);
    // A shell build that records no provides: the edge could not check, so the page's shell checks for itself.
    const unchecked = path.join(root, 'shell-without-provides');
    await mkdir(unchecked);
    await writeFile(path.join(unchecked, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    assert.deepEqual((await inlined(unchecked)).blog?.contract?.shared, { '@portal/shared': '^1.0.0' });
  });
});
