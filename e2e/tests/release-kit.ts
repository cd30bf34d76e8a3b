import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { deploy } from './deploy-kit';
import { expect } from './fixtures';

/**
 * What the release specs share: the README's release commands, run as a team types them against this repository's
 * source and the portal under test's deploy API (PORTAL_URL names the portal, DEPLOY_TOKEN the operator token it
 * was started with), a change to the blog's source standing in for a team's work, and a snapshot of the blog's
 * source and release state put back whatever happens (other specs run after them). What the edge serves is read
 * from its mirror of the registry (its REMOTES_CACHE_DIR under the portal's DATA_DIR): the same pointer, history,
 * hashes and version folders the release folders held.
 */
export const repoRoot = path.resolve(__dirname, '../..');
export const blogDist = path.join(process.env.E2E_DATA_DIR!, 'remotes-cache', 'blog');
export const historyFile = path.join(blogDist, 'releases.json');
const blogEnglish = path.join(repoRoot, 'mfe-blog', 'src', 'locales', 'en.json');
const postCard = path.join(repoRoot, 'mfe-blog', 'src', 'components', 'PostCard.tsx');
/** The blog's source files the specs change, as a team would. */
const blogSources = [blogEnglish, postCard];

/** `npm run <args>` at the repository root, with PORTAL_URL naming the portal under test; its standard output. */
export const run = async (args: string[], env: Record<string, string> = {}): Promise<string> =>
  (
    await promisify(execFile)('npm', ['run', ...args], {
      cwd: repoRoot,
      // The portal's DATA_DIR: `npm run pin` signs with the key the edge made there (docs/operations.md).
      env: {
        ...process.env,
        PORTAL_URL: process.env.E2E_BASE_URL!,
        DEPLOY_TOKEN: process.env.E2E_DEPLOY_TOKEN!,
        DATA_DIR: process.env.E2E_DATA_DIR!,
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout;

/** The blog's source with its English intro line reading `to`: what a team changes before `npm run release`. */
export async function changeBlogIntro(to: string): Promise<void> {
  const en = JSON.parse(await readFile(blogEnglish, 'utf8'));
  en.list.intro = to;
  await writeFile(blogEnglish, `${JSON.stringify(en, null, 2)}\n`);
}

/** The blog's source with its post cards throwing `message` as they render: a bad change a team might release. */
export async function breakBlogPostCards(message: string): Promise<void> {
  const source = await readFile(postCard, 'utf8');
  const start = 'const locale = usePageLocale();';
  expect(source, 'where PostCard starts rendering').toContain(start);
  await writeFile(
    postCard,
    source.replace(start, `${start}\n  if (locale) throw new Error(${JSON.stringify(message)});`),
  );
}

/**
 * Every script file of a published blog version: none may hold a helper of the release tooling's own loader (tsx's
 * `__name`), which is defined nowhere in a browser.
 */
export async function expectNoToolingHelpers(version: string): Promise<void> {
  const folder = path.join(blogDist, version);
  // The edge mirrors a release within 2 s of it: the folder may not be there the moment the command returns.
  await expect
    .poll(
      () =>
        readdir(folder).then(
          () => true,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const scripts = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.js'));
  expect(scripts).toContain('remoteEntry.js');
  for (const file of scripts)
    expect(await readFile(path.join(folder, file), 'utf8'), `${version}/${file}`).not.toContain('__name(');
}
/** The blog's release pointer in the deploy API: its current version and the canary, if one runs. */
export async function releasePointer(): Promise<{ version: string; canary?: { version: string; percent: number } }> {
  const registry = await deploy<{ remotes: { blog: { current: string; canary: null | object } } }>('GET', '/registry');
  const blog = registry.remotes.blog;
  return {
    version: blog.current,
    ...(blog.canary ? { canary: blog.canary as { version: string; percent: number } } : {}),
  };
}
export const currentVersion = async (): Promise<string> => (await releasePointer()).version;
export const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => null);

/** The blog's English intro line, as the build has it. */
export async function englishIntro(): Promise<string> {
  const en = JSON.parse(await readFile(path.join(repoRoot, 'mfe-blog', 'src', 'locales', 'en.json'), 'utf8'));
  return en.list.intro;
}

/** The page's HTML as the edge server sends it (rendered on the server; no JavaScript runs). */
export async function rawHtml(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * The blog's source files the specs change and its release state now; restore() puts the source back and moves the
 * blog back through the deploy API (its canary dropped, its current version rolled back to), as an operator would.
 * Versions released meanwhile stay in the API (released versions are kept until pruned).
 */
export async function snapshotBlogReleases(): Promise<{ restore: () => Promise<void> }> {
  const sources = await Promise.all(blogSources.map((file) => readFile(file, 'utf8')));
  const { version } = await releasePointer();
  return {
    async restore() {
      await Promise.all(blogSources.map((file, index) => writeFile(file, sources[index]!)));
      if ((await releasePointer()).canary) await run(['rollback', '--', 'blog']);
      if ((await releasePointer()).version !== version) await run(['rollback', '--', 'blog', version]);
    },
  };
}

/** The blog version a page's inlined registry names for this context (its cookies), read from the edge's HTML. */
export async function blogInPage(
  context: BrowserContext,
  url = '/blog',
): Promise<{ version: string | undefined; track: string | undefined; html: string }> {
  const response = await context.request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const registry = /<script type="application\/json" id="portal-remotes">(\{.*?\})<\/script>/s.exec(html)?.[1];
  expect(registry, 'the inlined registry').toBeTruthy();
  const blog = JSON.parse(registry!).blog as { version?: string; track?: string } | undefined;
  return { version: blog?.version, track: blog?.track, html };
}

/** The blog version `/remotes.json` names for this context. */
export async function blogInRemotesJson(context: BrowserContext): Promise<string | undefined> {
  const response = await context.request.get('/remotes.json');
  return ((await response.json()) as { blog?: { version: string } }).blog?.version;
}

/** `count` new browser contexts: new visitors who have loaded a first page (their bucket is set). */
export async function freshContexts(browser: Browser, count: number, baseURL: string): Promise<BrowserContext[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const context = await browser.newContext({ baseURL });
      // What the shell asks for after a visitor's first page, which gives them their delivery bucket (a page that
      // shared caches keep sets no cookie): from then on their pages follow the bucket.
      expect((await context.request.get('/health-tokens.json')).ok()).toBe(true);
      return context;
    }),
  );
}
