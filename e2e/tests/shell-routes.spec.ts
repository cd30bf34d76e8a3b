import { expect, test } from './fixtures';

test.describe('404s', () => {
  test.use({ allowConsoleErrors: /status of 404/ });

  test('a path matching no page is a non-fatal 404 inside the layout', async ({ page }) => {
    const response = await page.goto('/fr/no-such-page');
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId('error-screen');
    await expect(screen).toHaveAttribute('data-variant', 'not-found');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(screen).toContainText('/fr/no-such-page');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a malformed slug is a fatal 404 "Page Not Found: {path}" without the chrome', async ({ page }) => {
    const response = await page.goto('/games/Not_A_Slug!');
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId('error-screen');
    await expect(screen).toHaveAttribute('data-variant', 'fatal-not-found');
    await expect(screen).toContainText('Page Not Found: /games/Not_A_Slug!');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await screen.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test('the language picker keeps the path and query, and the cookie remembers the choice', async ({ page, context }) => {
  await page.goto('/search?q=snake');
  const picker = page.getByTestId('language-picker');
  // The other languages are listed once the visitor reaches for the menu (LanguagePicker.tsx), as a person does.
  await picker.focus();
  await picker.selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/search\?q=snake$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await picker.focus();
  await picker.selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/search\?q=snake$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('ar');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('at 375 px the mobile layout has a bottom navigation, scaled root font and no sideways scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    const bottom = page.getByTestId('bottom-nav');
    await expect(bottom).toBeVisible();
    const box = await bottom.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(740, 0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await bottom.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the search overlay traps focus, closes on Escape and on Back, and returns focus', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const opener = page.getByTestId('open-search');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Search' })).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // Escape closes the sheet; in its field, the first Escape collapses the lists it shows before typing (recent
    // searches, popular games, once they have arrived) and the second closes it.
    await expect(async () => {
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('API failures', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED/ });

  test('a call that gets no answer shows "Network error" in a 2 s toast at the bottom centre', async ({ page }) => {
    await page.goto('/search');
    // The connection to the search endpoint drops (the request and its one retry).
    await page.route('**/app/api/v1/g/search**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('main').getByRole('searchbox').fill('snake');
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    const toast = page.locator('[data-position="bottom-center"] [data-testid="toast"]');
    await expect(toast).toHaveText(/Network error/);
    await expect(toast).toHaveCount(0, { timeout: 4000 });
  });
});
