import { readdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, remoteFallback, test } from './fixtures';
import {
  blogDist,
  changeBlogIntro,
  currentVersion,
  englishIntro,
  expectNoToolingHelpers,
  historyFile,
  rawHtml,
  readIfThere,
  run,
  snapshotBlogReleases,
} from './release-kit';

/**
 * Releasing and rolling back one remote (scripts/release) against the running portal, as a remote team does it: a
 * change to the blog's source, then the README's `npm run release -w mfe-blog` (a real production build) and
 * `npm run rollback -- blog`, checked where a visitor looks, in Chromium after hydration.
 *
 * The portal under test serves this repository's dist folders, so the test restores the blog's source, pointer and
 * release history and deletes the version it published, whatever happens.
 */

/** Every response from a version folder of the blog, by the page that asked. */
function blogFiles(page: Page): Array<{ url: string; status: number }> {
  const seen: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/blog/')) seen.push({ url: response.url(), status: response.status() });
  });
  return seen;
}

test('a released blog shows on new page loads, a rollback brings the old one back, and an open tab keeps working', async ({
  page,
  context,
}) => {
  // Two production builds of the blog on a shared machine.
  test.setTimeout(300_000);
  const saved = await snapshotBlogReleases();
  const original = await currentVersion();
  const foldersBefore = new Set(await readdir(blogDist));
  const intro = await englishIntro();
  const changed = `Release check ${Date.now()}: this line comes from the new version.`;

  try {
    // The release is the build: the source `npm run build` built gets the same version, so nothing moves.
    expect(await run(['release', '-w', 'mfe-blog'])).toContain(`blog: ${original} is already the current version`);

    await changeBlogIntro(changed);
    const released = await run(['release', '-w', 'mfe-blog']);
    const version = await currentVersion();
    expect(version).not.toBe(original);
    expect(foldersBefore.has(version)).toBe(false);
    expect(released).toContain(`blog: released ${version}, previously ${original}`);
    expect(released).toContain(`blog: ${process.env.E2E_BASE_URL} serves ${version} to new visitors`);
    await expectNoToolingHelpers(version);
    const history = JSON.parse((await readIfThere(historyFile))!);
    expect(history.at(-1)).toMatchObject({ action: 'release', version, previous: original });

    // The edge renders the released server build on the next request: no restart, no shell rebuild.
    expect(await rawHtml(page, '/blog')).toContain(changed);

    // A new page load gets the released version, with no restart of the portal.
    const openTabFiles = blogFiles(page);
    await page.goto('/blog');
    // Hydrated by the browser's own copy of the new version, with no error (the console guard fails on any).
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByText(changed)).toBeVisible();
    await expect(remoteFallback(page, 'blog')).toHaveCount(0);
    expect(openTabFiles.length).toBeGreaterThan(0);
    expect(openTabFiles.filter((file) => !file.url.includes(`/remotes/blog/${version}/`))).toEqual([]);

    // Roll back with no version named: the history says what was current before this release.
    const rolledBack = await run(['rollback', '--', 'blog']);
    expect(rolledBack).toContain(`blog: rolled back to ${original} (was ${version})`);
    expect(await currentVersion()).toBe(original);
    const listed = await run(['rollback', '--', 'blog', '--list']);
    expect(listed).toMatch(new RegExp(`^\\* ${original} .*\\(current\\)$`, 'm'));
    expect(listed).toMatch(new RegExp(`^  ${version} `, 'm'));

    // The server renders the old version again, and a new page load gets it back.
    const html = await rawHtml(page, '/blog');
    expect(html).toContain(intro);
    expect(html).not.toContain(changed);
    const fresh = await context.newPage();
    const freshFiles = blogFiles(fresh);
    await fresh.goto('/blog');
    await expect(fresh.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(fresh.getByText(intro)).toBeVisible();
    await expect(remoteFallback(fresh, 'blog')).toHaveCount(0);
    await expect(fresh.getByText(changed)).toHaveCount(0);
    expect(freshFiles.filter((file) => !file.url.includes(`/remotes/blog/${original}/`))).toEqual([]);

    // The tab opened on the released version keeps running it: its next page loads more of that version's files,
    // which are still there.
    const beforeNavigation = openTabFiles.length;
    const card = page.getByTestId('post-card').first().getByRole('heading');
    const title = (await card.textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const afterRollback = openTabFiles.slice(beforeNavigation);
    expect(afterRollback.length).toBeGreaterThan(0);
    expect(
      afterRollback.filter((file) => !file.url.includes(`/remotes/blog/${version}/`) || file.status !== 200),
    ).toEqual([]);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page.getByText(changed)).toBeVisible();
    await fresh.close();
  } finally {
    await saved.restore();
  }
});
