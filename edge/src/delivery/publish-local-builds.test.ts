import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { buildPortal } from '../portal.js';
import { manifestOf, shellClient } from '../testing.js';
import { inProcessDeploy, type DeployCall } from './deploy-api.js';
import { LOCAL_BUILD } from './publish-local-builds.js';

const OPERATOR = 'pdt_test-operator-token-0123456789abcdefghijklmnop';
const BUILT = '0.1.0-aaaaaaaaaa';
const TEAM_RELEASE = '0.2.0-bbbbbbbbbb';

async function waitFor(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

/** A version folder as `npm run build` writes it, and the pointer at it, in <root>/mfe-blog/dist/. */
async function localBuild(root: string, version: string, at: Date) {
  const dist = path.join(root, 'mfe-blog', 'dist');
  await mkdir(path.join(dist, version, 'server'), { recursive: true });
  await writeFile(path.join(dist, version, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dist, version, 'remoteEntry.js'), `// blog ${version}`);
  await writeFile(path.join(dist, version, 'portal-manifest.json'), JSON.stringify(manifestOf('mfe-blog')));
  await writeFile(path.join(dist, version, 'server', 'index.js'), 'module.exports = {};');
  await writeFile(path.join(dist, 'current.json'), JSON.stringify({ version, action: 'build', at: at.toISOString() }));
}

/**
 * `npm start` with nothing released yet: the portal publishes its local build through the deploy API in its process
 * and serves it from the object store; a release a team then makes through the API reaches the pages within 2 s,
 * and a restart on the same data keeps that release rather than the older local build.
 */
describe('edge: the embedded portal publishes its local builds', () => {
  let root: string;
  let edge: FastifyInstance;
  let deploy: DeployCall;
  const blog = async () => (await edge.inject({ method: 'GET', url: '/remotes.json' })).json().blog?.version;

  async function start() {
    const config = {
      ...loadEdgeConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(root, 'data') }),
      deployOperatorToken: OPERATOR,
      remotesRoot: root,
      remotesRegistry: path.join(root, 'registry.json'),
      clientDir: await shellClient(root),
      serverRender: false,
    };
    ({ edge } = await buildPortal(config, {
      api: { databaseUrl: undefined, dataDir: path.join(root, 'data'), objectsDir: path.join(root, 'data', 'objects') },
      logger: false,
    }));
    await edge.ready();
    deploy = inProcessDeploy(edge, '/app/api/v1', OPERATOR, 'blog team');
  }

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-local-builds-'));
    await writeFile(path.join(root, 'registry.json'), JSON.stringify({ blog: 'mfe-blog' }));
    await localBuild(root, BUILT, new Date());
    await start();
  });
  after(async () => {
    await edge?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('publishes and releases the local build, then serves it from the store', async () => {
    assert.equal(await blog(), BUILT);
    const entry = await edge.inject({ method: 'GET', url: `/remotes/blog/${BUILT}/remoteEntry.js` });
    assert.equal(entry.body, `// blog ${BUILT}`);
    const history = (await deploy('GET', '/remotes/blog/history')).body as { data: Array<Record<string, unknown>> };
    const release = history.data.find((line) => line.action === 'release')!;
    assert.equal(release.version, BUILT);
    assert.match(String(release.actor), new RegExp(LOCAL_BUILD.replace(/[()]/g, '\\$&')));
  });

  it('learns a release made through the API within 2 s, and keeps it over an older local build', async () => {
    // A team's build of a later version, uploaded and sealed as the release command does.
    const files = {
      'mf-manifest.json': '{}',
      'remoteEntry.js': `// blog ${TEAM_RELEASE}`,
      'portal-manifest.json': JSON.stringify(manifestOf('mfe-blog')),
    };
    const { createHash } = await import('node:crypto');
    const hashes: Record<string, string> = {};
    for (const [file, text] of Object.entries(files)) {
      hashes[file] = createHash('sha256').update(text).digest('hex');
      const put = await deploy('PUT', `/remotes/blog/versions/${TEAM_RELEASE}/files/${file}`, Buffer.from(text));
      assert.equal(put.status, 200);
    }
    assert.equal((await deploy('POST', `/remotes/blog/versions/${TEAM_RELEASE}/seal`, { files: hashes })).status, 200);
    const at = Date.now();
    assert.equal((await deploy('POST', '/remotes/blog/release', { version: TEAM_RELEASE })).status, 200);
    assert.ok(await waitFor(async () => (await blog()) === TEAM_RELEASE, 10_000));
    assert.ok(Date.now() - at <= 2_000, `learnt in ${Date.now() - at} ms`);

    // A restart with the same (older) local build: the team's release stays.
    await edge.close();
    await start();
    assert.equal(await blog(), TEAM_RELEASE);
  });
});
