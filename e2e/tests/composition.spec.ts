import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signIn, test } from './fixtures';

/** The registry of remotes the portal is built from: every one of them is served. */
const REGISTERED = Object.keys(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../portal.remotes.json'), 'utf8')) as Record<string, string>,
).sort();

test('the home page shows seeded hot games rendered by the games remote inside the shell layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Puzzle' }),
  ).toBeVisible();
  const cards = page.getByTestId('hot-games').getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the games remote renders the categories from the API and a category lists its games', async ({ page }) => {
  await page.goto('/');
  const chips = page.getByTestId('home-categories');
  await expect(chips.getByRole('link')).toHaveCount(6);
  await chips.getByRole('link', { name: /Puzzle/ }).click();
  await expect(page).toHaveURL(/\/categories\/puzzle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Puzzle' })).toBeVisible();
  await expect(page.getByTestId('category-games').getByTestId('game-card').first()).toBeVisible();
});

test('a page of each remote renders inside the shell', async ({ page }) => {
  await signIn(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.goto('/gameupload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a game' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
});

test('remotes.json is served no-cache and points at immutable version folders', async ({ request }) => {
  const res = await request.get('/remotes.json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const remotes = (await res.json()) as Record<string, { version: string; entry: string }>;
  expect(Object.keys(remotes).sort()).toEqual(REGISTERED);
  expect(REGISTERED).toContain('studio');
  for (const [name, { version, entry }] of Object.entries(remotes)) {
    expect(entry).toBe(`/remotes/${name}/${version}/mf-manifest.json`);
    const manifest = await request.get(entry);
    expect(manifest.ok()).toBe(true);
    const chunk = ((await manifest.json()) as { exposes: Array<{ assets: { js: { sync: string[] } } }> }).exposes[0]!
      .assets.js.sync[0];
    const asset = await request.get(`/remotes/${name}/${version}/${chunk}`);
    expect(asset.headers()['cache-control']).toContain('immutable');
  }
});
