import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentOf, pointAt, publishFolder, releaseVersion } from './deploy-kit';
import { OPERATOR_EMAIL, OPERATOR_NAME, otherBrowser, signInKnown } from './studio-kit';

/**
 * An operator rolls the blog back from the operations console (/ops), with the session and a reason: the blog's
 * next visitor gets the previous version, and the release history names the operator and the reason. It moves the
 * blog's release pointer, so it runs in the delivery lane, and puts the pointer back whatever happens.
 */

const root = path.resolve(__dirname, '../..');

/** The blog version a page's inlined registry names (what that visitor's browser loads). */
async function blogVersionServed(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/blog')).text();
  const registry = /<script type="application\/json" id="portal-remotes">(\{.*?\})<\/script>/s.exec(html)?.[1];
  return (JSON.parse(registry ?? '{}') as Record<string, { version?: string }>).blog?.version ?? '';
}

test('an operator rolls the blog back from /ops: the next visitor gets the previous version, the history says who and why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const original = await currentOf('blog');
  // A release on top of the build under test, so the blog has a version to go back to.
  const next = `${original}-ops-${Date.now()}`;
  await publishFolder('blog', path.join(root, 'mfe-blog', 'dist', original), next);
  await releaseVersion('blog', next, 'e2e: a release for the console to roll back');
  try {
    await signInKnown(page, OPERATOR_EMAIL);
    await page.goto('/ops');
    const blog = page.getByTestId('remote-blog');
    await expect(blog.getByTestId('live-version')).toHaveText(next, { timeout: 20_000 });

    const rollBack = blog.getByRole('button', { name: 'Roll back' });
    await rollBack.click();
    const dialog = page.getByRole('dialog', { name: /Roll .*blog.* back\?/ });
    await expect(dialog).toContainText(original);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    const why = `Broken post cards ${Date.now()}`;
    await reason.fill(why);
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(dialog).toBeHidden();
    // Nothing is left to roll back to, so the button goes: the focus waits on the remote's heading.
    await expect(blog.getByRole('heading', { name: 'blog' })).toBeFocused();

    // The console reads the registry again, and the next visitor (another browser) gets the previous version.
    await expect(blog.getByTestId('live-version')).toHaveText(original);
    const visitor = await otherBrowser(browser, baseURL!);
    await expect.poll(() => blogVersionServed(visitor.request), { timeout: 15_000 }).toBe(original);
    await visitor.close();

    // The history names the operator, from the console, and the reason.
    const entry = page.getByTestId('ops-history').getByTestId('history-entry').filter({ hasText: why });
    await expect(entry).toContainText(`${OPERATOR_NAME} (ops console)`);
    await expect(entry).toContainText('rollback');
    await expect(entry).toContainText(original);
  } finally {
    if ((await currentOf('blog')) !== original) await pointAt('blog', original, 'e2e: back to the build under test');
  }
});
