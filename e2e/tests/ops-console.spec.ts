import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentOf, deploy, pointAt, publishFolder, releaseVersion } from './deploy-kit';
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

test("a blog team's token cannot move the games: only its own remote", async () => {
  // The token an operator makes for the blog team, through the deploy API as the console's tooling would.
  const team = await deploy<{ token: string }>('POST', '/remotes/blog/tokens', { label: 'blog team (e2e)' });
  const asTeam = (route: string, body: object) =>
    fetch(`${process.env.E2E_BASE_URL}/app/api/v1/deploy${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${team.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const gamesBefore = await currentOf('games');
  for (const move of ['rollback', 'promote']) {
    const refused = await asTeam(`/remotes/games/${move}`, { reason: 'not our remote' });
    expect(refused.status, `${move} of games with the blog's token`).toBe(403);
  }
  expect(await currentOf('games')).toBe(gamesBefore);
  // The token itself is good: it reads its own remote's history (its moves there are the API tests' part).
  const history = await fetch(`${process.env.E2E_BASE_URL}/app/api/v1/deploy/remotes/blog/history`, {
    headers: { authorization: `Bearer ${team.token}` },
  });
  expect(history.status).toBe(200);
});
