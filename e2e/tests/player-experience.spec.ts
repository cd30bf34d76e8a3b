import type { Locator, Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
const box = async (locator: Locator) => (await locator.boundingBox())!;

/**
 * Which way a drawn shape points, read from its pixels (not from its markup): the screenshot goes through a canvas
 * and each column's ink (pixels unlike the corner's colour) is measured. A chevron is tall at its open side and
 * a point at its tip; a solid triangle has more ink at its base.
 */
async function pointing(page: Page, shape: Locator, kind: 'chevron' | 'triangle'): Promise<'left' | 'right'> {
  const png = (await shape.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, kind }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
      const background = at(1, Math.floor(height / 2));
      const ink = (x: number, y: number) => {
        const pixel = at(x, y);
        return (
          Math.abs(pixel[0]! - background[0]!) +
            Math.abs(pixel[1]! - background[1]!) +
            Math.abs(pixel[2]! - background[2]!) >
          120
        );
      };
      const columns = Array.from({ length: width }, (_, x) => {
        const rows = Array.from({ length: height }, (_, y) => y).filter((y) => ink(x, y));
        return { count: rows.length, span: rows.length ? rows[rows.length - 1]! - rows[0]! : -1 };
      }).filter((column) => column.count > 0);
      if (columns.length < 3) throw new Error('no shape drawn');
      const third = Math.max(1, Math.floor(columns.length / 3));
      const measure = (list: typeof columns) =>
        list.reduce((sum, column) => sum + (kind === 'chevron' ? column.span : column.count), 0);
      const left = measure(columns.slice(0, third));
      const right = measure(columns.slice(-third));
      if (left === right) throw new Error('the shape points neither way');
      // The open side of a chevron and the base of a triangle are opposite to where they point.
      return left > right ? 'right' : 'left';
    },
    { png, kind },
  );
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('Play fills the screen, the labelled exit returns to the page, actions are on the first screen', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/games/snake');
    await hydrated(page);
    // Like, Favourite and Share are reachable without scrolling.
    for (const name of ['Like', 'Favourite', 'Share']) {
      const action = page.getByRole('button', { name, exact: true });
      await expect(action).toBeVisible();
      expect((await box(action)).y + (await box(action)).height).toBeLessThanOrEqual(812);
    }
    const stage = page.getByTestId('game-stage');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(async () => {
        const { width, height } = await box(stage);
        return Math.round(width) >= 375 && Math.round(height) >= 812;
      })
      .toBe(true);
    const exit = page.getByRole('button', { name: 'Exit fullscreen' });
    await expect(exit).toBeVisible();
    // Focused, it stays shown (it fades a few seconds after the game has started).
    await exit.focus();
    await exit.click();
    await expect(exit).toBeHidden();
    await expect.poll(async () => (await box(stage)).width).toBeLessThan(375);
    await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('a portrait game gets an inline frame taller than wide', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/games/block-drop');
    await hydrated(page);
    const stage = page.getByTestId('game-stage');
    const cover = await box(stage);
    expect(cover.height).toBeGreaterThan(cover.width);
    // The taller frame still leaves the actions on the first screen.
    const like = await box(page.getByRole('button', { name: 'Like', exact: true }));
    expect(like.y + like.height).toBeLessThanOrEqual(812);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    const frame = page.getByTestId('game-frame');
    await expect(frame).toBeVisible();
    await expect.poll(async () => (await box(frame)).height > (await box(frame)).width).toBe(true);
  });
});

test.describe('on a phone, around the pages', () => {
  // The unknown game's own request answers 404, which the browser reports.
  test.use({ ...PHONE, viewport: { width: 390, height: 844 }, allowConsoleErrors: /Failed to load resource.*404/ });

  test('no layout shift on /blog; the category bar shows it scrolls; a 404 suggests games', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/blog');
    await hydrated(page);
    await expect(page.getByTestId('blog-posts')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);

    // Tags and Blog are out of view at first: the bar says there is more at its end, and not at its start.
    const bar = page.getByTestId('category-bar');
    await expect(bar).toHaveAttribute('data-more-end', 'true');
    await expect(bar).not.toHaveAttribute('data-more-start', 'true');
    await bar.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(bar).not.toHaveAttribute('data-more-end', 'true');

    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const suggested = page.getByTestId('suggested-games');
    await expect(suggested.getByRole('heading', { name: 'Popular games you might like' })).toBeVisible();
    await expect(suggested.getByTestId('game-card').first()).toBeVisible();

    // A game that does not exist is a 404 too, with the same suggestions.
    const missing = await page.goto('/games/no-such-game-here');
    expect(missing?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByTestId('suggested-games').getByTestId('game-card').first()).toBeVisible();
  });
});

test.describe('on a laptop screen', () => {
  test('the AI page’s title and heading agree', async ({ page }) => {
    await page.goto('/sea-play-ai');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(heading.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
  });

  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header search suggests with typo tolerance and by another name, says when nothing matches', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await hydrated(page);
    const field = page.getByTestId('header-search').getByRole('combobox', { name: 'Search games' });
    await expect(field).toBeVisible();
    // No empty list box under the field before anything is asked.
    await expect(page.getByTestId('header-search').getByRole('listbox', { includeHidden: true })).toBeHidden();
    await expect(page.getByTestId('header-search').locator('.search-box__popup')).toBeHidden();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await field.pressSequentially('snkae');
    await expect(page.getByRole('option', { name: /^Snake/ })).toBeVisible();
    await field.fill('');
    await field.pressSequentially('tetris');
    const option = page.getByRole('option').first();
    await expect(option).toHaveText('Block Drop — matches “tetris”');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tetris$/);
    const result = page.getByTestId('search-results').getByTestId('game-card').first();
    await expect(result).toContainText('Block Drop');
    await expect(result).toContainText('matches “tetris”');
    // Nothing matches: the list stays open, says so, and offers the full search page.
    await field.fill('');
    await field.pressSequentially('qqxxzzvv');
    const header = page.getByTestId('header-search');
    await expect(header.getByRole('listbox', { name: 'No games match “qqxxzzvv”.' })).toBeVisible();
    await expect(header.getByRole('status')).toHaveText('No games match “qqxxzzvv”.');
    const searchAll = header.getByRole('option', { name: 'Search all games for “qqxxzzvv”' });
    await field.press('ArrowDown');
    await expect(searchAll).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=qqxxzzvv$/);
  });
});

test.describe('in Arabic', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the carousel’s next arrow points left and the logo is not mirrored', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/ar');
    await hydrated(page);
    const carousel = page.getByTestId('featured-carousel');
    const next = carousel.locator('button:has(svg[data-points="forward"]) svg');
    const previous = carousel.locator('button:has(svg[data-points="back"]) svg');
    await expect(next).toBeVisible();
    expect(await pointing(page, next, 'chevron')).toBe('left');
    expect(await pointing(page, previous, 'chevron')).toBe('right');
    const mark = page.locator('.header__mark');
    expect(await mark.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    expect(await pointing(page, mark, 'triangle')).toBe('right');
  });
});

test.describe('the first page a visitor lands on', () => {
  test.use({
    serviceWorkers: 'allow',
    allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|network/i,
  });

  test('opens again offline, and the offline-ready notice leaves by itself', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/games/tower-stack');
    const notice = page.getByRole('status').filter({ hasText: 'Playnook is ready to work offline.' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tower Stack' })).toBeVisible();
    await expect(page).toHaveURL(/\/games\/tower-stack$/);
  });
});
