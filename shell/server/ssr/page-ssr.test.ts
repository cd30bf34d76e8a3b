import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { ApiAccess } from '../api-access.js';
import { loadShellRenderer, type ShellRenderer } from './bundles.js';
import { createRegistry } from '../registry.js';
import { PORTAL_PAGES, REPO_REGISTRY } from '../testing.js';
import { createServerRenderer, stylesheetLink, type ServerRenderInput } from './page-ssr.js';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCUMENT =
  '<!doctype html><html><head></head><body><div id="root"></div><script src="/x.js"></script></body></html>';
const BUDGET_MS = 150;

/** A remote server build as a remote team would ship it, using the edge's singletons (rspack.server.js). */
const serverBuild = (page: string) => `
const scope = globalThis.__PORTAL_SSR_SCOPE__;
const React = scope.react;
const { useQuery } = scope['@tanstack/react-query'];
const query = { queryKey: ['test', 'home'], queryFn: async () => 'from the server' };
${page}
module.exports = { default: { namespace: 'games', messages: async () => ({}), pages: { HomePage: page } } };
`;

const BUILDS: Record<string, string | null> = {
  good: serverBuild(`
const page = {
  component: () => React.createElement('p', null, 'Served ' + (useQuery(query).data ?? 'nothing')),
  prefetch: (client) => client.prefetchQuery(query),
};`),
  missing: null,
  'throws-on-load': 'throw new Error("broken build");',
  'throws-on-render': serverBuild(`
const page = { component: () => { throw new Error('render bug'); } };`),
  slow: serverBuild(`
const page = {
  component: () => React.createElement('p', null, 'Served slowly'),
  prefetch: () => new Promise((resolve) => setTimeout(resolve, 2000)),
};`),
};

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('server rendering: a remote never takes the page or the edge down', () => {
  let root: string;
  let renderer: ShellRenderer;
  let render: ReturnType<typeof createServerRenderer>;
  const warnings: string[] = [];
  const failures: string[] = [];
  const noApi: ApiAccess = async () => ({
    status: 503,
    body: { code: 503, message: 'down', success: false, data: null as never },
  });

  before(async () => {
    const loaded = loadShellRenderer(path.join(shellDir, 'dist', 'server'));
    assert.ok(loaded, 'the shell renderer is built (npm run build -w shell) before these tests');
    renderer = loaded;
    root = await mkdtemp(path.join(os.tmpdir(), 'ssr-remotes-'));
    for (const [version, build] of Object.entries(BUILDS)) {
      const dir = path.join(root, 'mfe-games', 'dist', version);
      await mkdir(path.join(dir, 'server'), { recursive: true });
      if (build !== null) await writeFile(path.join(dir, 'server', 'index.js'), build);
    }
    render = createServerRenderer({
      renderer,
      api: noApi,
      registry: createRegistry(REPO_REGISTRY, root),
      localesDir: path.join(shellDir, 'locales'),
      budgetMs: BUDGET_MS,
      log: { warn: (_details, message) => void warnings.push(message) },
      onRemoteFailure: ({ remote, version, kind }) => void failures.push(`${remote} ${version} ${kind}`),
    });
  });
  after(() => rm(root, { recursive: true, force: true }));

  const page = async (version: string, pathname = '/'): Promise<string> => {
    const input: ServerRenderInput = {
      document: DOCUMENT,
      pathname,
      search: '',
      remotes: { games: { version, entry: `/remotes/games/${version}/mf-manifest.json` } },
      pages: PORTAL_PAGES,
      mobile: false,
    };
    const stream = await render(input);
    assert.ok(stream, 'the page is rendered');
    return text(stream);
  };

  it("renders the remote's page with its prefetched data inside the shell, and sends the data along", async () => {
    const html = await page('good');
    assert.match(html, /<p>Served from the server<\/p>/);
    assert.match(html, /class="skip-link"/, "the shell's header is there");
    assert.match(html, /window\.__PORTAL_SSR__=\{"mobile":false\}/);
    assert.match(html, /window\.__PORTAL_QUERY_STATE__=\{.*"from the server"/);
    assert.ok(html.indexOf('__PORTAL_QUERY_STATE__') < html.indexOf('"scripts":["/x.js"]'), 'data before the app');
    // A whole first view: the app starts after it has shown (deferred-start.ts), not at once.
    assert.doesNotMatch(html, /<script src="\/x\.js">/);
    assert.match(html, /"cap":3000/);
    assert.doesNotMatch(html, /<!--\$!-->/);
  });

  for (const [version, why] of [
    ['missing', 'has no server build'],
    ['throws-on-load', 'throws while loading'],
    ['throws-on-render', 'throws while rendering'],
    ['slow', `takes longer than the ${BUDGET_MS} ms budget`],
  ] as const) {
    it(`leaves the page to the browser when the remote ${why}, keeping the shell's HTML`, async () => {
      const html = await page(version);
      assert.match(html, /class="skip-link"/);
      assert.match(html, /<!--\$!-->/, 'the page boundary is marked for the browser to render');
      assert.match(html, /remote-loading--page/, 'with the loading fallback meanwhile');
      assert.doesNotMatch(html, /Served/);
      assert.match(html, /"scripts":\["\/x\.js"\],"preloads":"","cap":0/, 'the app starts at once to render it');
    });
  }

  it('reports what failed and keeps serving', async () => {
    assert.ok(warnings.some((w) => w.includes('remote server build failed to load')));
    assert.ok(warnings.some((w) => w.includes('part of a page failed to render')));
    // What counts against the version in its health (delivery/server-signals.ts).
    assert.ok(failures.includes('games throws-on-render ssr-throw'));
    assert.ok(failures.includes('games slow ssr-timeout'));
    assert.ok(!failures.some((failure) => failure.startsWith('games good ')));
    assert.match(await page('good'), /Served from the server/);
  });

  it('renders pages the shell owns, and in right-to-left locales', async () => {
    const html = await page('good', '/ar/about');
    assert.match(html, /class="skip-link"/);
    assert.doesNotMatch(html, /<!--\$!-->/);
  });
});

describe("a remote's stylesheet in the server-rendered head", () => {
  it("carries the mark its federation runtime looks for (the build's unique name and the CSS chunk's id)", () => {
    assert.equal(
      stylesheetLink('/remotes/games/0.1.0-ab1000a4a0/6560.ee462da7cb.css'),
      '<link rel="stylesheet" href="/remotes/games/0.1.0-ab1000a4a0/6560.ee462da7cb.css" data-rspack="portal_games:chunk-6560">',
    );
  });

  it('is linked without the mark when its name is not a chunk of a remote', () => {
    assert.equal(stylesheetLink('/other/site.css'), '<link rel="stylesheet" href="/other/site.css">');
  });
});
