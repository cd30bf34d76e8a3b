import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Snake, launched by the portal's Play, starts moving right at once and, left alone, runs into the wall within a
 * few seconds: a game over without any input. The portal then shows its game-over screen over the game.
 */
test('a game over shows Play again and the next games over the game, in fullscreen too', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/games/snake');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const stage = page.getByTestId('game-stage');
  await expect(stage).toHaveAttribute('data-game-state', 'playing', { timeout: 15_000 });

  const over = stage.getByRole('dialog', { name: 'Game over' });
  await expect(over).toBeVisible({ timeout: 15_000 });
  await expect(over.getByText(/^Score: \d+$/)).toBeVisible();
  const again = over.getByRole('button', { name: /Play again/ });
  await expect(again).toBeFocused();
  const next = over.getByTestId('game-over-games').getByRole('link');
  await expect.poll(() => next.count()).toBeGreaterThanOrEqual(4);
  expect(await next.count()).toBeLessThanOrEqual(6);
  const targets = await next.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(targets).not.toContain('/games/snake');
  // Over the game: the screen covers the frame.
  const frameBox = (await page.getByTestId('game-frame').boundingBox())!;
  const overBox = (await over.boundingBox())!;
  expect(overBox.width).toBeGreaterThanOrEqual(frameBox.width - 1);
  expect(overBox.height).toBeGreaterThanOrEqual(frameBox.height - 1);

  // Play again restarts the game in place (Snake restarts on the bridge's restart: the same frame, no reload).
  const frame = await page.getByTestId('game-frame').elementHandle();
  await again.click();
  await expect(over).toBeHidden();
  await expect(stage).toHaveAttribute('data-game-state', 'playing');
  expect(await frame!.evaluate((element) => element.isConnected)).toBe(true);

  // The next round ends in fullscreen: the screen is inside the element that went fullscreen.
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
    .toBe('game-stage');
  await expect(over).toBeVisible({ timeout: 15_000 });
  expect(await over.evaluate((screen) => document.fullscreenElement?.contains(screen))).toBe(true);
  await expect(over.getByTestId('game-over-games').getByRole('link').first()).toBeVisible();

  // Escape goes back to the game.
  await page.keyboard.press('Escape');
  await expect(over).toBeHidden();
  await expect(stage).toHaveAttribute('data-game-state', 'stopped');
});
