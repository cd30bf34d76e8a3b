import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The other specs block service workers; this one is about what the worker keeps for offline use.
test.use({
  serviceWorkers: 'allow',
  // With the network off, the browser reports every request that fails (analytics, play counts, token refresh).
  allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|network/i,
});

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Free online games' });
const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: "You're offline" });

/** Presses Play and waits for the game's bridge to connect; the game's own document draws its canvas. */
async function playSnake(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.getByTestId('game-loading')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('game-error')).toHaveCount(0);
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('canvas')).toBeVisible();
}

test('after one visit, the home page and a game played then work offline; other pages show the offline page', async ({
  page,
  context,
}) => {
  // A visit, a game played, then several pages offline: a long flow on a busy machine.
  test.setTimeout(90_000);
  // The one visit: the home page installs the worker, which caches it, then a game is opened from it and played.
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Playnook is ready to work offline.' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('main').getByRole('link', { name: /Snake/ }).first().click();
  await expect(page).toHaveURL(/\/games\/snake$/);
  await playSnake(page);

  await context.setOffline(true);

  // The home page as last seen, with its games, from a full load.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(homeHeading(page)).toBeVisible();
  const snakeLink = page.getByRole('main').getByRole('link', { name: /Snake/ }).first();
  await expect(snakeLink).toBeVisible();
  // The installed app starts at its manifest's start_url, /?source=pwa: the same page.
  await page.goto('/?source=pwa');
  await expect(homeHeading(page)).toBeVisible();
  await page.goto('/');

  // The game played before: its page, then the game itself from the browser's cache of the games origin.
  await snakeLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
  await playSnake(page);

  // A page never seen, from a link of the cached home page and from a full load: the offline page.
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Puzzle' }).click();
  await expect(page).toHaveURL(/\/offline\?from=%2Fcategories%2Fpuzzle$/);
  await expect(offlineHeading(page)).toBeVisible();

  await page.goto('/games/memory-match');
  await expect(page).toHaveURL(/\/offline\?from=%2Fgames%2Fmemory-match$/);
  await expect(offlineHeading(page)).toBeVisible();
});
