import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createRegistry } from './registry.js';
import { readRemotes } from './remotes.js';
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
});
