import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { ApiAccess } from '../http/api-access.js';
import { createRegistry } from '../delivery/registry.js';
import { PORTAL_PAGES, REPO_REGISTRY } from '../testing.js';
import { inlineStylesheet, stylesheetLink } from './document.js';
import type { RemoteFailure } from '../delivery/server-signals.js';
import { createServerRenderer, type ServerRenderer } from './page-ssr.js';
import type { ServerRenderInput } from './render-page.js';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');
const DOCUMENT =
  '<!doctype html><html><head></head><body><div id="root"></div><script src="/x.js"></script></body></html>';
/** Generous, so that a good remote renders in time on a busy machine; the slow one never finishes at all. */
const BUDGET_MS = 1_500;

/** A remote server build as a remote team would ship it, using the edge's singletons (tooling/rspack/server.js). */
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
  prefetch: () => new Promise(() => {}),
};`),
  spins: serverBuild(`
const page = {
  component: () => {
    const end = Date.now() + 3000;
    while (Date.now() < end);
    return React.createElement('p', null, 'Served after spinning');
  },
};`),
};

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

// In render workers, and in the edge's own thread (SSR_WORKERS=0, for debugging): the same pages either way.
for (const workers of [2, 0])
  describe(`server rendering with ${workers} workers: a remote never takes the page or the edge down`, () => {
    let root: string;
    let ssr: ServerRenderer;
    const warnings: string[] = [];
    const failures: RemoteFailure[] = [];
    const reads: Array<{ path: string; language?: string }> = [];
    const noApi: ApiAccess = async (apiPath, query) => {
      reads.push({ path: apiPath, language: query?.language });
      return { status: 503, body: { code: 503, message: 'down', success: false, data: null as never } };
    };

    before(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'ssr-remotes-'));
      for (const [version, build] of Object.entries(BUILDS)) {
        const dir = path.join(root, 'mfe-games', 'dist', version);
        await mkdir(path.join(dir, 'server'), { recursive: true });
        if (build !== null) await writeFile(path.join(dir, 'server', 'index.js'), build);
      }
      const renderer = createServerRenderer({
        serverDir: path.join(shellDir, 'dist', 'server'),
        api: noApi,
        registry: createRegistry(REPO_REGISTRY, root),
        localesDir: path.join(shellDir, 'locales'),
        budgetMs: BUDGET_MS,
        // Generous: a worker's first render starts it. The hard deadline has its own test below.
        deadlineMs: 30_000,
        workers,
        log: { warn: (_details, message) => void warnings.push(message) },
        onRemoteFailure: (failure) => void failures.push(failure),
      });
      assert.ok(renderer, 'the shell renderer is built (npm run build -w shell) before these tests');
      ssr = renderer;
    });
    after(async () => {
      await ssr.close();
      await rm(root, { recursive: true, force: true });
    });

    const page = async (version: string, pathname = '/'): Promise<string> => {
      const input: ServerRenderInput = {
        document: DOCUMENT,
        pathname,
        search: '',
        remotes: { games: { version, entry: `/remotes/games/${version}/mf-manifest.json` } },
        pages: PORTAL_PAGES,
      };
      const stream = await ssr.render(input);
      assert.ok(stream, 'the page is rendered');
      return text(stream);
    };

    it("renders the remote's page with its prefetched data inside the shell, and sends the data along", async () => {
      const html = await page('good');
      assert.match(html, /<p>Served from the server<\/p>/);
      assert.match(html, /class="skip-link"/, "the shell's header is there");
      // Marked as server rendered, for no device in particular: one page for phones and desktops (document.ts).
      assert.match(html, /<script type="application\/json" id="portal-ssr">\{\}<\/script>/);
      assert.match(html, /<script type="application\/json" id="portal-query-state">\{.*"from the server"/);
      assert.ok(html.indexOf('portal-query-state') < html.indexOf('"scripts":["/x.js"]'), 'data before the app');
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
      assert.ok(warnings.some((w) => w.includes('remote server build of games failed to load')));
      assert.ok(warnings.some((w) => w.includes('part of a page failed to render')));
      assert.match(await page('good'), /Served from the server/);
    });

    it("tells the edge which remote's server render threw or was too slow", () => {
      const kinds = Object.fromEntries(failures.map((f) => [f.version, f.kind]));
      assert.deepEqual(kinds, { 'throws-on-load': 'ssr-throw', 'throws-on-render': 'ssr-throw', slow: 'ssr-timeout' });
      assert.ok(failures.every((f) => f.remote === 'games'));
    });

    if (workers > 0)
      it('ends a render that misses its hard deadline: the page is sent plain and the edge is told', async () => {
        const strict = createServerRenderer({
          serverDir: path.join(shellDir, 'dist', 'server'),
          api: noApi,
          registry: createRegistry(REPO_REGISTRY, root),
          localesDir: path.join(shellDir, 'locales'),
          deadlineMs: 1_000,
          // One worker: warm once the loop below has a page rendered.
          workers: 1,
          log: { warn: () => undefined },
          onRemoteFailure: (failure) => void failures.push(failure),
        })!;
        const input = (version: string) => ({
          document: DOCUMENT,
          pathname: '/',
          search: '',
          pages: PORTAL_PAGES,
          remotes: { games: { version, entry: `/remotes/games/${version}/mf-manifest.json` } },
        });
        try {
          // Renders that cannot start in time (the workers are still starting) are sent plain too, unreported.
          while (!(await strict.render(input('good'))));
          const reported = failures.length;
          assert.equal(await strict.render(input('spins')), null, 'the plain document, rendered by the browser');
          assert.deepEqual(failures.slice(reported), [{ remote: 'games', version: 'spins', kind: 'ssr-timeout' }]);
          // Its replacement renders once it has started.
          while (!(await strict.render(input('good'))));
        } finally {
          failures.splice(failures.findIndex((failure) => failure.version === 'spins'));
          await strict.close();
        }
      });

    it('renders pages the shell owns, and in right-to-left locales', async () => {
      const html = await page('good', '/ar/about');
      assert.match(html, /class="skip-link"/);
      assert.doesNotMatch(html, /<!--\$!-->/);
    });

    it("reads the API through the edge's access to it, in the page's language", () => {
      // The shell's navigation categories, for the Arabic page just rendered.
      assert.deepEqual(reads.at(-1), { path: '/c', language: 'ar' });
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

  it('is written into the head, beside a disabled link with the mark, so nothing waits for it or loads it again', () => {
    assert.equal(
      inlineStylesheet({ href: '/remotes/blog/0.1.0-ab1000a4a0/45.ee462da7cb.css', css: '.a{color:red}</style>' }),
      '<style>.a{color:red}<\\/style></style>' +
        '<link rel="stylesheet" href="/remotes/blog/0.1.0-ab1000a4a0/45.ee462da7cb.css" data-rspack="portal_blog:chunk-45" disabled>',
    );
  });

  it('is linked as before when its text could not be read', () => {
    assert.equal(
      inlineStylesheet({ href: '/remotes/blog/0.1.0-ab1000a4a0/45.ee462da7cb.css', css: null }),
      '<link rel="stylesheet" href="/remotes/blog/0.1.0-ab1000a4a0/45.ee462da7cb.css" data-rspack="portal_blog:chunk-45">',
    );
  });
});
