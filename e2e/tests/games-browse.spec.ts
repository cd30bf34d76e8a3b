import { expect, test } from './fixtures';

test('home shows the featured carousel, the hot and new rows and a row per category', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured games' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'Play now' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();

  await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('hot-games').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  const newest = (await (await page.request.get('/app/api/v1/c/new?language=en')).json()) as { data: unknown[] };
  await expect(page.getByTestId('new-games').getByTestId('game-card')).toHaveCount(newest.data.length);
  // Category rows load as they come near (a category without games gets no row: component tests cover that).
  for (const [slug, name] of [
    ['action', 'Action'],
    ['arcade', 'Arcade'],
    ['puzzle', 'Puzzle'],
    ['casual', 'Casual'],
    ['strategy', 'Strategy'],
    ['cards', 'Card'],
  ]) {
    // A row re-renders when its games arrive (and may replace its heading meanwhile): scroll until they show.
    await expect(async () => {
      await page.getByRole('heading', { level: 2, name, exact: true }).scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(page.getByTestId(`category-row-${slug}`).getByTestId('game-card').first()).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
  }
});

test('home → category → newest first → game page; a page past the end says so', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Arcade' }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'See all Arcade' }).click();
  await expect(page).toHaveURL(/\/categories\/arcade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/\/categories\/arcade\?sort=new$/);
  await expect(page.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('category-games').getByRole('link', { name: /Snake/ }).click();
  await expect(page).toHaveURL(/\/games\/snake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=new$/);
  await expect(page.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');

  await page.goto('/categories/arcade?page=2');
  await expect(page.getByText('This page is past the end of the list.')).toBeVisible();
});

test('a list shows the games in the order the API sorts them', async ({ page }) => {
  for (const sort of ['new', 'top'] as const) {
    const res = await page.request.get(`/app/api/v1/g/t/ai-made?sort=${sort}&limit=24&language=en`);
    const expected = ((await res.json()) as { data: { items: Array<{ title: string }> } }).data.items.map(
      (g) => g.title,
    );
    expect(expected.length).toBeGreaterThan(1);
    await page.goto(`/tagslist/ai-made?sort=${sort}`);
    await expect(page.getByTestId('tag-games').locator('.game-card__title')).toHaveText(expected);
  }
});

test('search with a typo finds the game, and a search that finds nothing offers the closest name', async ({ page }) => {
  await page.goto('/search?q=snkae');
  await expect(page.getByTestId('search-results').getByRole('link', { name: /Snake/ })).toBeVisible();

  await page.goto('/search?q=puzzlegames');
  const suggestion = page.getByTestId('did-you-mean');
  await expect(suggestion).toContainText('Did you mean Puzzle');
  await suggestion.getByRole('link', { name: 'Puzzle' }).click();
  await expect(page).toHaveURL(/\/search\?q=Puzzle$/);
  await expect(page.getByTestId('search-results').getByRole('link', { name: /Merge Tiles/ })).toBeVisible();
});

test('the search box: type, ArrowDown, Enter opens the game; Escape closes the list, then the box; recent searches come back', async ({
  page,
}) => {
  // The header opens the search box on phones (wider screens have the shell's inline search form).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/search?q=retro');
  await expect(page.getByTestId('search-results')).toBeVisible();
  await page.getByTestId('open-search').click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('combobox', { name: 'Search games' });
  await expect(field).toBeFocused();
  // The empty field offers the recent searches.
  await expect(
    dialog.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'retro' }),
  ).toBeVisible();

  await field.pressSequentially('snak');
  await expect(dialog.getByRole('option', { name: 'Snake' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/games\/snake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('open-search').click();
  await expect(field).toBeFocused();
  await expect(dialog.getByRole('option', { name: 'retro' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a guest removes one recently played game and clears the rest after confirming', async ({ page }) => {
  // Several pages and a confirmation dialog: a long flow on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/recently-played');
  await expect(page.getByText('You have not played any games yet.')).toBeVisible();
  await page.evaluate(() => {
    const game = (slug: string, title: string, playedAt: number) => ({ slug, title, thumbnail: '', playedAt });
    localStorage.setItem(
      'portal.recentlyPlayed',
      JSON.stringify([
        game('snake', 'Snake', 3),
        game('merge-tiles', 'Merge Tiles', 2),
        game('memory-match', 'Memory Match', 1),
      ]),
    );
  });
  await page.reload();
  const list = page.getByTestId('recent-list');
  await expect(list.getByRole('link')).toHaveText(['Snake', 'Merge Tiles', 'Memory Match']);

  await page.getByRole('button', { name: 'Remove Merge Tiles' }).click();
  await expect(list.getByRole('link')).toHaveText(['Snake', 'Memory Match']);
  await page.reload();
  await expect(list.getByRole('link')).toHaveText(['Snake', 'Memory Match']);

  await page.goto('/');
  await expect(page.getByTestId('continue-games').getByTestId('game-card')).toHaveCount(2);
  await page.goto('/recently-played');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('link')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Yes, clear all' }).click();
  await expect(page.getByText('You have not played any games yet.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('hot-games')).toBeVisible();
  await expect(page.getByTestId('continue-games')).toHaveCount(0);
});

test('home, a category and search fit a 320 px phone, also right-to-left', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/ar', '/ar/categories/arcade', '/ar/search?q=snake', '/categories/arcade']) {
    await page.goto(path);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
