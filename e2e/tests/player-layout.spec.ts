import type { Locator, Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';

/** Where screenshots go when SAVE_PLAYER_SCREENSHOTS names a folder (to look at them); none otherwise. */
const SHOTS = process.env.SAVE_PLAYER_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const box = async (locator: Locator) => (await locator.boundingBox())!;
const headerBottom = (page: Page) =>
  page.locator('header.header').evaluate((header) => header.getBoundingClientRect().bottom);

/** The stage and the player's toolbar lie wholly under the sticky header and inside the viewport. */
async function fitsUnderHeader(page: Page, what: string) {
  const { height } = page.viewportSize()!;
  await expect
    .poll(async () => {
      const top = await headerBottom(page);
      const stage = await box(page.getByTestId('game-stage'));
      const toolbar = await box(page.locator('.player__toolbar'));
      return stage.y >= top - 1 && toolbar.y > stage.y && toolbar.y + toolbar.height <= height + 1;
    }, what)
    .toBe(true);
}

test.describe('the player on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('theatre mode fits at three sizes, also carried to the next game; Escape leaves it with the game in view', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/games/snake');
    // Up next beside the player, in view without scrolling.
    const upNext = page.getByTestId('up-next');
    await expect(upNext.getByRole('heading', { name: 'Up next' })).toBeInViewport({ ratio: 1 });
    await expect(upNext.getByRole('link').first()).toBeInViewport({ ratio: 1 });
    await shoot(page, 'game-en-1280');

    const theatre = page.getByRole('button', { name: 'Theatre mode' });
    await theatre.click();
    await expect(theatre).toHaveAttribute('aria-pressed', 'true');
    for (const [width, height] of [
      [1280, 800],
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await fitsUnderHeader(page, `theatre at ${width}×${height}`);
      expect((await box(page.getByTestId('game-stage'))).height).toBeGreaterThan(height * 0.6);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Carried over: a game opened from this page (in the browser, scrolled to the top) starts in theatre mode.
    const next = page.getByTestId('recommended-games').getByRole('link').first();
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'true');
    await fitsUnderHeader(page, 'theatre carried over');
    await shoot(page, 'theatre-carried-1280');

    // Scrolled so that the stage's top is under the header: Escape leaves and brings all of the stage back.
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('body').press('Escape');
    await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => {
        const stage = await box(page.getByTestId('game-stage'));
        return stage.y >= (await headerBottom(page)) - 1 && stage.y + stage.height <= 800;
      }, 'the stage wholly in view under the header')
      .toBe(true);
  });

  test('a game played shows in "Continue playing" on the home page; Arabic game page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByTestId('continue-games')).toHaveCount(0);
    await page.goto('/games/snake');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByTestId('game-loading')).toBeHidden({ timeout: 15_000 });

    // Back home in the browser: the row comes first, above the popular games.
    await page.getByRole('link', { name: 'Playnook' }).first().click();
    const row = page.getByTestId('continue-games');
    await expect(row.getByRole('link', { name: /Snake/ })).toBeVisible();
    expect((await box(row)).y).toBeLessThan((await box(page.getByTestId('hot-games'))).y);

    // A full load: the server knows the recent games from their view hint, so its first view has the row first too.
    await page.reload();
    await expect(row.getByRole('link', { name: /Snake/ })).toBeVisible();
    expect((await box(row)).y).toBeLessThan((await box(page.getByTestId('hot-games'))).y);

    await page.goto('/ar/games/snake');
    await expect(page.getByTestId('up-next')).toBeInViewport();
    await shoot(page, 'game-ar-1280');
  });
});

test.describe('the immersive player on a phone', () => {
  test.use(PHONE);

  test('the exit sits in the top corner where a line starts, fades, and comes back on a tap at that edge', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const [path, corner] of [
      ['/games/snake', 'left'],
      ['/ar/games/snake', 'right'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId('game-stage').getByRole('button').first().tap();
      const exit = page.getByTestId('player-exit');
      await expect(exit).toBeVisible();
      const { x, y, width } = await box(exit);
      // A corner, clear of the top centre where games keep their score and pause.
      expect(y).toBeLessThan(24);
      if (corner === 'left') expect(x + width).toBeLessThan(375 / 3);
      else expect(x).toBeGreaterThan((375 * 2) / 3);
      await expect(page.getByTestId('game-loading')).toBeHidden({ timeout: 15_000 });
      await shoot(page, `player${corner === 'right' ? '-ar' : ''}-375`);
      // The fade and the tap that brings it back, once (they do not depend on the direction).
      if (corner === 'left') {
        await expect(exit).toHaveCSS('opacity', '0', { timeout: 10_000 });
        const edge = await box(page.getByTestId('player-edge'));
        await page.touchscreen.tap(edge.x + edge.width / 2, edge.y + edge.height / 2);
        await expect(exit).toHaveCSS('opacity', '1');
      }
      // Focused, it stays shown however long this took.
      await exit.focus();
      await exit.tap();
      await expect(exit).toHaveCount(0);
      await expect(page.getByTestId('game-frame')).toBeVisible();
    }
  });
});
