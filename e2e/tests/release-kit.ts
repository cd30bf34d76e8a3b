import { execFile } from 'node:child_process';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the release specs share: the README's release commands, run as a remote team types them against this
 * repository's source and dist folders (the portal under test serves them; PORTAL_URL names it, as the README's
 * configuration does), a change to the blog's source standing in for a team's work, and a snapshot of the blog's
 * source and release state put back whatever happens (other specs run after them).
 */
export const repoRoot = path.resolve(__dirname, '../..');
export const blogDist = path.join(repoRoot, 'mfe-blog', 'dist');
export const pointerFile = path.join(blogDist, 'current.json');
export const historyFile = path.join(blogDist, 'releases.json');
const integrityFile = path.join(blogDist, 'integrity.json');
const pinsFile = path.join(blogDist, 'pins.json');
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
      env: { ...process.env, PORTAL_URL: process.env.E2E_BASE_URL!, DATA_DIR: process.env.E2E_DATA_DIR!, ...env },
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
  const scripts = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.js'));
  expect(scripts).toContain('remoteEntry.js');
  for (const file of scripts)
    expect(await readFile(path.join(folder, file), 'utf8'), `${version}/${file}`).not.toContain('__name(');
}
export const currentVersion = async (): Promise<string> => JSON.parse(await readFile(pointerFile, 'utf8')).version;
/** The blog's release pointer: its current version and the canary, if one runs. */
export const releasePointer = async () =>
  JSON.parse(await readFile(pointerFile, 'utf8')) as { version: string; canary?: { version: string; percent: number } };
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
 * The blog's source files the specs change, its pointer, history, entry hashes and version folders now; restore() puts them back as
 * they were.
 */
export async function snapshotBlogReleases(): Promise<{ restore: () => Promise<void> }> {
  const saved = {
    sources: await Promise.all(blogSources.map((file) => readFile(file, 'utf8'))),
    pointer: await readFile(pointerFile, 'utf8'),
    history: await readIfThere(historyFile),
    integrity: await readIfThere(integrityFile),
    pins: await readIfThere(pinsFile),
    folders: new Set(await readdir(blogDist)),
    maps: new Set(await readdir(path.join(blogDist, '.sourcemaps')).catch(() => [])),
  };
  const putBack = async (file: string, text: string | null) => {
    if (text === null) return rm(file, { force: true });
    const temporary = path.join(blogDist, `.${path.basename(file)}.e2e.tmp`);
    await writeFile(temporary, text);
    await rename(temporary, file);
  };
  return {
    async restore() {
      await Promise.all(blogSources.map((file, index) => writeFile(file, saved.sources[index]!)));
      await putBack(pointerFile, saved.pointer);
      await putBack(historyFile, saved.history);
      await putBack(integrityFile, saved.integrity);
      await putBack(pinsFile, saved.pins);
      for (const folder of await readdir(blogDist)) {
        if (!saved.folders.has(folder)) await rm(path.join(blogDist, folder), { recursive: true, force: true });
      }
      for (const folder of await readdir(path.join(blogDist, '.sourcemaps')).catch(() => [])) {
        if (!saved.maps.has(folder))
          await rm(path.join(blogDist, '.sourcemaps', folder), { recursive: true, force: true });
      }
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

/** `count` new browser contexts: new visitors, each with no cookie yet. */
export async function freshContexts(browser: Browser, count: number, baseURL: string): Promise<BrowserContext[]> {
  return Promise.all(Array.from({ length: count }, () => browser.newContext({ baseURL })));
}
