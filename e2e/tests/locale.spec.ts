import { expect, test } from './fixtures';

test('a page under /fr/ is French, left-to-right', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jeux en ligne gratuits');
  const nav = page.getByRole('navigation', { name: 'Catégories de jeux' });
  await expect(nav.getByRole('link', { name: 'Stratégie' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Détente' })).toHaveAttribute('href', '/fr/categories/casual');
});

test('a page under /ar/ is Arabic, right-to-left, in the served HTML and after boot', async ({ page, request }) => {
  const raw = await (await request.get('/ar/blog')).text();
  expect(raw).toContain('<html lang="ar" dir="rtl">');
  await page.goto('/ar/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المدونة');
  const header = await page.getByRole('banner').boundingBox();
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Playnook', exact: true }).boundingBox();
  expect(logo!.x + logo!.width).toBeGreaterThan(header!.width / 2);
});

test('an unknown first segment is a page-not-found screen with the path', async ({ page }) => {
  await page.goto('/xx/games');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Page not found: /xx/games')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
