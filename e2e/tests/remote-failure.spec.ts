import { blockRemote, expect, remoteFallback, REMOTES, signIn, test, type Remote } from './fixtures';

// Blocking a remote makes the browser log its failed requests, and React reports the server-rendered area it could
// not hydrate (error #422: that boundary is rendered in the browser instead, here as the fallback).
test.use({ allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|React error #422/ });

/** Where each remote shows: the page to open, and something the shell or another remote renders there meanwhile. */
const pageOf: Record<Remote, string> = {
  games: '/',
  account: '/account',
  blog: '/blog',
  upload: '/gameupload',
  studio: '/studio',
};

for (const remote of REMOTES) {
  test(`with the ${remote} remote down, its area falls back with a retry and the rest keeps working`, async ({
    page,
  }) => {
    await blockRemote(page, remote);
    // The upload page and the studio are for signed-in players.
    if (remote === 'upload' || remote === 'studio') await signIn(page);
    await page.goto(pageOf[remote]);

    await expect(remoteFallback(page, remote).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Playnook', exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Arcade' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still loads and works.
    if (remote === 'games') {
      await page.getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page.getByTestId('account-menu')).toBeVisible();
    } else if (remote === 'account') {
      await page.getByRole('banner').getByRole('link', { name: 'Playnook', exact: true }).click();
      await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toBeVisible();
    } else {
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Playnook', exact: true }).click();
      await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toBeVisible();
      await page.goBack();
    }

    // Back on the remote's page while it is still down: the fallback again (the load retries once, then gives up).
    if (remote === 'games') await page.goBack();
    const fallback = remoteFallback(page, remote).first();
    await expect(fallback).toBeVisible();
    // Once the remote is reachable again, "Try again" loads it without a page reload.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await fallback.getByRole('button').click();
    await expect(remoteFallback(page, remote)).toHaveCount(0);
  });
}
