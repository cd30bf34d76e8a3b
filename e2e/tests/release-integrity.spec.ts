import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockRemote, expect, remoteFallback, test } from './fixtures';
import {
  blogDist,
  blogInPage,
  changeBlogIntro,
  currentVersion,
  englishIntro,
  expectNoToolingHelpers,
  repoRoot,
  run,
  snapshotBlogReleases,
} from './release-kit';

/**
 * Integrity of a released remote (docs/operations.md, "Integrity"), with the README's commands against the running
 * portal: a new blog version is released for real, then one of its files is changed on disk. The browser must refuse
 * the changed file, not run it, and serve the page with the previous version. The blog's source and release state are
 * put back afterwards.
 */

/** What Chromium logs when it refuses a script or a fetch for its hash: the console errors these tests expect. */
const REFUSED = /Failed to find a valid digest in the 'integrity' attribute|SRI's integrity checks failed/;

/** The blog page as a new visitor gets it, after hydration, and the health reports it sent meanwhile. */
async function visitBlog(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remote-health')) reports.push(request.postData() ?? '');
  });
  await page.goto('/blog');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return reports;
}

test.describe('a changed file of the current blog version', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ allowConsoleErrors: REFUSED });

  const localeFile = path.join(repoRoot, 'mfe-blog', 'src', 'locales', 'en.json');
  let restore: () => Promise<void>;
  let previous: string;
  let released: string;
  let intro: string;
  const changed = `Integrity check ${Date.now()}: this line comes from the released version.`;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    ({ restore } = await snapshotBlogReleases());
    previous = await currentVersion();
    intro = await englishIntro();
    const source = await readFile(localeFile, 'utf8');
    try {
      await changeBlogIntro(changed);
      await run(['release', '-w', 'mfe-blog']);
    } finally {
      await writeFile(localeFile, source);
    }
    released = await currentVersion();
    expect(released).not.toBe(previous);
    await expectNoToolingHelpers(released);
  });
  test.afterAll(async () => {
    await restore?.();
  });

  /** Changes one file of the released version for the duration of `check`, then puts its bytes back. */
  async function whileChanged(file: string, change: (text: string) => string, check: () => Promise<void>) {
    const target = path.join(blogDist, released, file);
    const original = await readFile(target, 'utf8');
    await chmod(target, 0o644);
    await writeFile(target, change(original));
    try {
      await check();
    } finally {
      await writeFile(target, original);
      await chmod(target, 0o444);
    }
  }

  /** The released version is refused in the browser: the previous one serves the page, and the refusal is reported. */
  async function previousServes(page: Page) {
    const state = await blogInPage(page.context());
    expect(state.version).toBe(released);
    // The server still renders the released version: its files there are intact. A render over its time budget
    // (a busy machine, the version's server build loading for the first time) leaves one page to the browser.
    await expect.poll(async () => (await blogInPage(page.context())).html, { timeout: 30_000 }).toContain(changed);
    const reports = await visitBlog(page);
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByText(changed)).toHaveCount(0);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(remoteFallback(page, 'blog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __changedFileRan?: boolean }).__changedFileRan)).toBeUndefined();
    // Reported against the version the page was served (the one its health token names).
    await expect
      .poll(() => reports.join('\n'))
      .toMatch(new RegExp(`"remote":"blog","version":"${released}","kind":"integrity-error"`));
  }

  test('the release recorded every file of the version, and the page names the hashes', async ({ page }) => {
    const hashes = JSON.parse(await readFile(path.join(blogDist, 'integrity.json'), 'utf8'))[released];
    expect(Object.keys(hashes)).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'server/index.js']),
    );
    const { html } = await blogInPage(page.context());
    expect(html).toContain(
      `"integrity":"${hashes['remoteEntry.js']}","manifestIntegrity":"${hashes['mf-manifest.json']}"`,
    );
    // The page's preloads carry the hashes too, or the browser would not use them for the checked loads.
    await visitBlog(page);
    for (const [as, file] of [
      ['fetch', 'mf-manifest.json'],
      ['script', 'remoteEntry.js'],
    ] as const)
      await expect(page.locator(`link[rel="preload"][as="${as}"][integrity="${hashes[file]}"]`)).toBeAttached();
    await expect(page.getByText(changed)).toBeVisible();
  });

  test('a changed chunk is not run; the previous version serves the page', async ({ page }) => {
    const manifest = JSON.parse(await readFile(path.join(blogDist, released, 'mf-manifest.json'), 'utf8'));
    const chunk = manifest.exposes.find((expose: { name: string }) => expose.name === 'BlogListPage').assets.js.sync[0];
    await whileChanged(
      chunk,
      (text) => `${text}\nwindow.__changedFileRan = true;\n`,
      () => previousServes(page),
    );
  });

  test('a changed manifest is not used; the previous version serves the page', async ({ page }) => {
    await whileChanged(
      'mf-manifest.json',
      (text) => `${text}\n`,
      () => previousServes(page),
    );
  });

  test('a changed entry is not run; the previous version serves the page', async ({ page }) => {
    await whileChanged(
      'remoteEntry.js',
      (text) => `${text}\nwindow.__changedFileRan = true;\n`,
      () => previousServes(page),
    );
  });
});

test.describe('a server-rendered page whose remote cannot load', () => {
  // The blocked entry's failed loads, logged by the browser.
  test.use({ allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED/ });

  test('keeps the server’s HTML visible with a notice, and "Try again" brings the page to life', async ({ page }) => {
    const intro = await englishIntro();
    // The page is the server's to render: on a busy machine a first render over its time budget (the version's
    // server build loading) leaves it to the browser, which this test blocks. Wait until the server renders it.
    await expect.poll(async () => (await blogInPage(page.context())).html, { timeout: 30_000 }).toContain(intro);
    await blockRemote(page, 'blog');
    await page.goto('/blog');
    const notice = page.getByRole('status').filter({ hasText: 'could not be fully loaded' });
    await expect(notice).toBeVisible();
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByText('This part of the page could not be loaded')).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });
});
