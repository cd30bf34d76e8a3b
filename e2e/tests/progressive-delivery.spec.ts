import type { Browser } from '@playwright/test';
import { expect, remoteFallback, test } from './fixtures';
import {
  blogInPage,
  blogInRemotesJson,
  breakBlogPostCards,
  changeBlogIntro,
  currentVersion,
  englishIntro,
  expectNoToolingHelpers,
  freshContexts,
  releasePointer,
  run,
  snapshotBlogReleases,
} from './release-kit';

/**
 * Progressive delivery of one remote (docs/operations.md, "Releasing a remote"), with the README's commands against
 * the running portal: a canary seen by its share of visitors, each keeping their version; promote and rollback; a
 * pin link for one browser; the automatic rollback of a canary whose sessions fail. A team's new version, good or
 * broken, is a change to the blog's source released with `npm run release -w mfe-blog` (a real build). Every test
 * puts the blog's source and release state back as it found it.
 */

/** A new visitor's /blog in Chromium, once hydrated: `text` shows, the blog's area works, no page error. */
async function expectFreshVisitorSees(browser: Browser, baseURL: string, text: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/blog');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByText(text)).toBeVisible();
    await expect(remoteFallback(page, 'blog')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('progressive delivery of the blog', () => {
  test.describe.configure({ mode: 'serial' });

  let restore: () => Promise<void>;
  let original: string;
  let intro: string;

  test.beforeEach(async () => {
    ({ restore } = await snapshotBlogReleases());
    original = await currentVersion();
    intro = await englishIntro();
  });
  test.afterEach(async () => {
    await restore();
  });

  test('a 50 % canary reaches about half of new visitors, each keeps their version; promote, then rollback', async ({
    browser,
    baseURL,
  }) => {
    // A production build, then 40 visitors.
    test.setTimeout(300_000);
    const changed = `Canary check ${Date.now()}: this line comes from the canary.`;
    await changeBlogIntro(changed);
    const released = await run(['release', '-w', 'mfe-blog', '--', '--canary', '50']);
    const { version: stable, canary } = await releasePointer();
    expect(stable).toBe(original);
    expect(canary?.percent).toBe(50);
    const canaryVersion = canary!.version;
    expect(released).toContain(`blog: canary ${canaryVersion} for 50% of visitors`);
    await expectNoToolingHelpers(canaryVersion);

    const contexts = await freshContexts(browser, 40, baseURL!);
    try {
      const seen: string[] = [];
      for (const context of contexts) {
        const first = await blogInPage(context);
        expect([original, canaryVersion]).toContain(first.version);
        // The server rendered the version the registry names: hydration starts from the same one.
        expect(first.html.includes(changed)).toBe(first.version === canaryVersion);
        // The same visitor keeps it: reloads, other pages and /remotes.json agree.
        expect((await blogInPage(context)).version).toBe(first.version);
        expect((await blogInPage(context, '/en/blog')).version).toBe(first.version);
        expect(await blogInRemotesJson(context)).toBe(first.version);
        seen.push(first.version!);
      }
      const onCanary = seen.filter((version) => version === canaryVersion).length;
      // Each fresh visitor's bucket is a hash of a random id: the count is binomial (40, ½). 12–28 failed about one
      // run in 160 (a CI run saw 11); 8–32 fails one in 24,000 and still tells a canary from nobody or everybody.
      expect(onCanary, `contexts on the canary of 40`).toBeGreaterThanOrEqual(8);
      expect(onCanary, `contexts on the canary of 40`).toBeLessThanOrEqual(32);

      // In the browser: one context of each kind shows its version, loads only its files, and keeps it on reload.
      for (const version of [canaryVersion, original]) {
        const context = contexts[seen.indexOf(version)]!;
        const page = await context.newPage();
        const files: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/remotes/blog/')) files.push(response.url());
        });
        for (const load of [() => page.goto('/blog'), () => page.reload()]) {
          await load();
          // Hydrated by the browser's own copy of that version (its entry checked against its recorded hash).
          await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
          await expect(page.getByText(version === canaryVersion ? changed : intro)).toBeVisible();
          await expect(remoteFallback(page, 'blog')).toHaveCount(0);
        }
        expect(files.some((url) => url.endsWith(`/remotes/blog/${version}/remoteEntry.js`))).toBe(true);
        expect(files.length).toBeGreaterThan(0);
        expect(files.filter((url) => !url.includes(`/remotes/blog/${version}/`))).toEqual([]);
        await page.close();
      }

      const promoted = await run(['promote', '--', 'blog']);
      expect(promoted).toContain(`blog: promoted ${canaryVersion} (was ${original})`);
      expect(promoted).toContain(`blog: ${process.env.E2E_BASE_URL} serves ${canaryVersion} to new visitors`);
      for (const context of contexts) expect((await blogInPage(context)).version).toBe(canaryVersion);
      await expectFreshVisitorSees(browser, baseURL!, changed);

      const rolledBack = await run(['rollback', '--', 'blog']);
      expect(rolledBack).toContain(`blog: rolled back to ${original} (was ${canaryVersion})`);
      for (const context of contexts) expect((await blogInPage(context)).version).toBe(original);
      await expectFreshVisitorSees(browser, baseURL!, intro);

      const history = await run(['releases', '--', 'blog']);
      expect(history).toMatch(new RegExp(`canary +${canaryVersion} .*50%`));
      expect(history).toMatch(new RegExp(`promote +${canaryVersion}`));
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('a canary dropped by hand: rollback sends everyone back to the current version', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const changed = `Dropped canary ${Date.now()}.`;
    await changeBlogIntro(changed);
    await run(['release', '-w', 'mfe-blog', '--', '--canary', '50']);
    const canaryVersion = (await releasePointer()).canary!.version;
    const dropped = await run(['rollback', '--', 'blog']);
    expect(dropped).toContain(`blog: dropped canary ${canaryVersion}; every new page load gets ${original}`);
    expect((await releasePointer()).canary).toBeUndefined();
    expect(await currentVersion()).toBe(original);
    const contexts = await freshContexts(browser, 10, baseURL!);
    try {
      for (const context of contexts) expect((await blogInPage(context)).version).toBe(original);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('a pin link asks its visitor to confirm, then shows the pinned version with a badge to leave it; a tampered or cross-site one pins nothing', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const changed = `Pinned check ${Date.now()}: this line comes from the pinned version.`;
    // Published, then rolled back: the folder stays, no visitor gets it unless pinned.
    await changeBlogIntro(changed);
    await run(['release', '-w', 'mfe-blog']);
    const pinned = await currentVersion();
    await run(['rollback', '--', 'blog']);
    expect(await currentVersion()).toBe(original);

    const link = (await run(['pin', '--', 'blog', pinned, '--minutes', '5', '--next', '/blog']))
      .trim()
      .split('\n')
      .at(-1)!;
    expect(link.startsWith(`${baseURL}/_pin?`)).toBe(true);

    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await page.goto(link);
      // Opening the link only asks: the page names the remote and version, and nothing is pinned yet.
      await expect(page.getByRole('heading', { name: 'Pin this browser to a test version?' })).toBeVisible();
      await expect(page.locator('[data-pin-confirm]')).toContainText(`blog ${pinned}`);
      expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('pn_pin_'))).toEqual([]);
      await page.getByRole('button', { name: 'Pin this browser' }).click();
      await expect(page).toHaveURL(`${baseURL}/blog`);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByText(changed)).toBeVisible();
      await expect(remoteFallback(page, 'blog')).toHaveCount(0);
      const badge = page.locator('[data-pinned-badge]');
      await expect(badge).toContainText(`blog ${pinned}`);
      expect((await blogInPage(context)).track).toBe('pinned');
      expect(await blogInRemotesJson(context)).toBe(pinned);

      await badge.getByRole('button', { name: 'Leave' }).click();
      await expect(page.getByText(intro)).toBeVisible();
      await expect(page.locator('[data-pinned-badge]')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/blog');
      expect((await blogInPage(context)).version).toBe(original);
    } finally {
      await context.close();
    }

    // The same signed pin, posted by a page of another site (a link planted elsewhere): refused, nothing set.
    const planted = await browser.newContext({ baseURL });
    try {
      const page = await planted.newPage();
      const fields = [...new URL(link).searchParams]
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('');
      await page.route('https://elsewhere.example/', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<form method="post" action="${baseURL}/_pin">${fields}<button>Win a prize</button></form>`,
        }),
      );
      await page.goto('https://elsewhere.example/');
      await page.getByRole('button', { name: 'Win a prize' }).click();
      await expect(page.getByRole('heading', { name: 'Nothing was changed' })).toBeVisible();
      expect((await planted.cookies()).filter((cookie) => cookie.name.startsWith('pn_pin_'))).toEqual([]);
    } finally {
      await planted.close();
    }

    // Another version named with the same signature, and a changed signature: neither pins anything.
    const url = new URL(link);
    const otherVersion = new URL(link);
    otherVersion.searchParams.set('version', original === pinned ? 'x' : original);
    otherVersion.searchParams.set('until', String(Number(url.searchParams.get('until')) + 60_000));
    const otherSignature = new URL(link);
    const sig = url.searchParams.get('sig')!;
    otherSignature.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    for (const tampered of [otherVersion, otherSignature]) {
      const fresh = await browser.newContext({ baseURL });
      try {
        const page = await fresh.newPage();
        await page.goto(`${tampered.pathname}${tampered.search}`);
        expect(new URL(page.url()).pathname).toBe('/blog');
        await expect(page.getByText(intro)).toBeVisible();
        await expect(page.getByText(changed)).toHaveCount(0);
        await expect(page.locator('[data-pinned-badge]')).toHaveCount(0);
        expect((await fresh.cookies()).filter((cookie) => cookie.name.startsWith('pn_pin_'))).toEqual([]);
      } finally {
        await fresh.close();
      }
    }
  });

  test('a canary that throws in its page is rolled back by the edge after the configured failing sessions', async ({
    browser,
    baseURL,
  }) => {
    // A production build, then visitors until the edge drops the canary.
    test.setTimeout(300_000);
    // A change that makes the blog's post cards throw as they render, on the server and in the browser.
    await breakBlogPostCards(`canary check ${Date.now()}`);
    await run(['release', '-w', 'mfe-blog', '--', '--canary', '90']);
    const canaryVersion = (await releasePointer()).canary!.version;

    // New visitors until the canary is gone: each on the canary sees the blog's fallback and reports its failure.
    let failing = 0;
    for (let visitor = 0; visitor < 40 && (await releasePointer()).canary; visitor += 1) {
      // A visitor past their first page: guests' first pages are the shared stable one, canaries follow the bucket.
      const context = (await freshContexts(browser, 1, baseURL!))[0]!;
      try {
        const page = await context.newPage();
        const reported = page
          .waitForResponse(
            (response) =>
              response.url().endsWith('/remote-health') &&
              response.status() === 202 &&
              /"remote":"blog"[^}]*"kind":"render-error"[^}]*"token":"[^"]+"/.test(response.request().postData() ?? ''),
            // A lost report fails here, with this message, not at the end of the test's budget.
            { timeout: 30_000 },
          )
          .catch(() => null);
        await page.goto('/blog');
        // What this page got (the edge may drop the canary at any moment): only canary pages count.
        const version = await page.evaluate(
          () => (window as { __PORTAL_REMOTES__?: { blog?: { version: string } } }).__PORTAL_REMOTES__?.blog?.version,
        );
        if (version !== canaryVersion) continue;
        await expect(remoteFallback(page, 'blog')).toBeVisible();
        // With a token for the version this page runs (from /health-tokens.json): the API counts only such reports.
        expect(await reported, 'the failure reported to the API with its token').not.toBeNull();
        failing += 1;
      } finally {
        await context.close();
      }
    }
    // CANARY_MIN_FAILING in e2e/playwright.config.ts: the edge checks on its own interval.
    expect(failing).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await releasePointer()).canary, { timeout: 60_000 }).toBeUndefined();
    expect(await currentVersion()).toBe(original);

    const history = await run(['releases', '--', 'blog'], { RELEASES_API_URL: `${baseURL}/app/api/v1` });
    expect(history).toMatch(
      new RegExp(
        `drop-canary +${canaryVersion} .*by edge \\(automatic rollback\\) +reason: automatic: \\d+ of \\d+ canary sessions failed`,
      ),
    );
    expect(history).toMatch(new RegExp(`${canaryVersion} +\\d+ sessions, \\d+ failing \\(100%\\)`));
  });
});
