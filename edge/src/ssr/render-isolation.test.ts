import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { shellClient } from '../testing.js';
import { buildEdgeServer } from '../edge.js';
import { manifestOf } from '../testing.js';

/**
 * Far longer than any render here, even on a busy machine: a page answered before the first spinning one shows the
 * edge was free. The spin is far longer still: a spinning page answered at all shows the deadline cut it.
 */
const DEADLINE_MS = 4_000;
const SPIN_MS = 30_000;

/** A remote's server build (as tooling/rspack/server.js makes it) whose one page renders `body`. */
const serverBuild = (namespace: string, module: string, body: string) => `
const React = globalThis.__PORTAL_SSR_SCOPE__.react;
const component = () => { ${body} };
module.exports = { default: { namespace: '${namespace}', messages: async () => ({}), pages: { ${module}: { component } } } };
`;

const REMOTES = {
  games: {
    folder: 'mfe-games',
    build: serverBuild(
      'games',
      'HomePage',
      `const end = Date.now() + ${SPIN_MS}; while (Date.now() < end); return React.createElement('p', null, 'Spun home');`,
    ),
  },
  blog: {
    folder: 'mfe-blog',
    build: serverBuild('blog', 'BlogListPage', `return React.createElement('p', null, 'Blog served');`),
  },
};

/** A remote whose server render busy-waits costs its own page the deadline, never the edge or another remote. */
describe("edge server: a remote's server render runs off the edge's event loop", () => {
  let root: string;
  let edge: FastifyInstance;
  let origin: string;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ssr-isolation-'));
    const registry: Record<string, string> = {};
    for (const [name, { folder, build }] of Object.entries(REMOTES)) {
      registry[name] = folder;
      const version = path.join(root, folder, 'dist', '1.0.0-test');
      await mkdir(path.join(version, 'server'), { recursive: true });
      await writeFile(path.join(version, 'portal-manifest.json'), JSON.stringify(manifestOf(folder)));
      await writeFile(path.join(version, 'server', 'index.js'), build);
      await writeFile(path.join(root, folder, 'dist', 'current.json'), JSON.stringify({ version: '1.0.0-test' }));
    }
    await writeFile(path.join(root, 'registry.json'), JSON.stringify(registry));
    const clientDir = await shellClient(root, '<script defer src="/_shell/main.js"></script>');
    edge = await buildEdgeServer(
      {
        ...loadEdgeConfig({}),
        remotesRoot: root,
        remotesRegistry: path.join(root, 'registry.json'),
        clientDir,
        ssrCacheTtlMs: 0,
        ssrDeadlineMs: DEADLINE_MS,
        ssrWorkers: 2,
      },
      { logger: false },
    );
    await edge.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
    // The workers have started (until then pages go out plain): a remote that behaves is rendered on the server.
    while (!(await (await fetch(`${origin}/blog`)).text()).includes('Blog served'));
  });
  after(async () => {
    await edge.close();
    await rm(root, { recursive: true, force: true });
  });

  it("keeps /health and another remote's pages fast while four renders spin", async (t) => {
    const start = performance.now();
    const timed = async (url: string) => {
      const body = await (await fetch(`${origin}${url}`)).text();
      return { body, at: performance.now() - start };
    };
    const spinning = Promise.all(Array.from({ length: 4 }, () => timed('/')));
    // The four renders are in flight: the first is spinning in a worker, the others wait for the games remote's slot.
    await sleep(200);
    const [health, blog] = await Promise.all([timed('/health'), timed('/blog')]);
    const home = await spinning;
    const firstHome = Math.min(...home.map((page) => page.at));
    t.diagnostic(
      `/health ${Math.round(health.at - 200)} ms, /blog ${Math.round(blog.at - 200)} ms after they were sent; ` +
        `the spinning pages answered after ${home.map((page) => Math.round(page.at)).join(', ')} ms`,
    );

    assert.ok(health.at < firstHome, '/health answers while the renders spin');
    assert.ok(blog.at < firstHome, "another remote's page answers while the renders spin");
    assert.match(blog.body, /Blog served/, 'rendered on the server');
    for (const page of home) {
      assert.doesNotMatch(page.body, /Spun home/, 'the spinning render was cut');
      assert.match(page.body, /<div id="root"><\/div>/, 'the plain document: the browser renders the page');
    }
  });

  it('replaces the ended worker: two pages at once are rendered on the server again', async () => {
    const rendered = async (url: string, content: string) =>
      (await (await fetch(`${origin}${url}`)).text()).includes(content);
    // Until the new worker has started, one of the two may go out plain.
    while (
      !(await Promise.all([rendered('/blog', 'Blog served'), rendered('/about', 'class="skip-link"')])).every(Boolean)
    );
  });
});
