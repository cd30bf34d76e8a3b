import { expect, test } from './fixtures';

test('a game page plays the game in a sandboxed frame and lists it as recently played', async ({ page }) => {
  await page.goto('/games/snake');
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Categories and tags' }).getByRole('link', { name: 'Arcade' }),
  ).toHaveAttribute('href', '/categories/arcade');
  await page.getByRole('button', { name: 'Play' }).click();
  const frame = page.getByTitle('Game: Snake');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock allow-popups');
  expect(new URL((await frame.getAttribute('src'))!).origin).toBe(
    process.env.E2E_GAMES_ORIGIN!.replace('//', '//snake.'),
  );
  await expect(page.frameLocator('iframe[title="Game: Snake"]').locator('canvas').first()).toBeVisible();

  await page.goto('/recently-played');
  await expect(page.getByRole('heading', { level: 1, name: 'Recently played' })).toBeVisible();
  await expect(page.getByTestId('recent-list').getByRole('link', { name: 'Snake' })).toBeVisible();
});

test('the share box of a game offers its address', async ({ page }) => {
  await page.goto('/fr/games/snake');
  await page.getByRole('button', { name: 'Plus d’options de partage' }).click();
  await expect(page.getByLabel('Lien à partager')).toHaveValue(/\/fr\/games\/snake$/);
  await expect(page.getByRole('link', { name: /Reddit/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.reddit\.com\/submit\?url=/,
  );
});

test('tags list their games', async ({ page }) => {
  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await page.getByTestId('tag-list').getByRole('link', { name: /Retro/ }).click();
  await expect(page).toHaveURL(/\/tagslist\/retro$/);
  await expect(page.getByRole('heading', { level: 1, name: /Retro/ })).toBeVisible();
  await expect(page.getByTestId('tag-games').getByRole('link', { name: /Snake/ })).toBeVisible();
});

test('search finds a game by name and keeps the query in the URL', async ({ page }) => {
  await page.goto('/search?q=snake');
  await expect(page.getByRole('heading', { level: 1, name: 'Search: snake' })).toBeVisible();
  await expect(page.getByTestId('search-results').getByRole('link', { name: /Snake/ })).toBeVisible();
  const form = page.getByRole('main').getByRole('search');
  await form.getByLabel('Search games').fill('zzzzqqq');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=zzzzqqq$/);
  await expect(page.getByText('No games match “zzzzqqq”.')).toBeVisible();
  await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
});

test('on a phone, the search box suggests games and Enter opens the results; Back returns to the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await page.getByTestId('open-search').click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('combobox', { name: 'Search games' });
  await field.fill('snake');
  await expect(dialog.getByRole('option', { name: 'Snake' })).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=snake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search: snake' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
});

test('the games sitemap lists every game under its category, linking in the page language', async ({ page }) => {
  await page.goto('/sitemap/games');
  await expect(page.getByRole('heading', { level: 1, name: 'All games by category' })).toBeVisible();
  const arcade = page.getByRole('region', { name: 'Arcade' });
  await expect(arcade.getByRole('link', { name: 'Snake', exact: true })).toHaveAttribute('href', '/games/snake');
  await page.goto('/fr/sitemap/games');
  await expect(
    page.getByRole('region', { name: 'Puzzle' }).getByRole('link', { name: 'Fusion de tuiles' }),
  ).toHaveAttribute('href', '/fr/games/merge-tiles');
});

test('the blog lists posts and a post renders with its games, in English and in French', async ({ page }) => {
  // The list shows four posts a page; the first post is in the news, on that category's first page.
  await page.goto('/blog?category=news');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByTestId('blog-posts').getByTestId('post-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Welcome to Playnook' }).first().click();
  await expect(page).toHaveURL(/\/blog\/welcome-to-playnook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playnook' })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Welcome to Playnook' })
      .getByRole('heading', { level: 2, name: 'Play instantly as a guest' }),
  ).toBeVisible();
  await expect(page.getByTestId('post-games').getByRole('link', { name: 'Snake' })).toHaveAttribute(
    'href',
    '/games/snake',
  );

  await page.goto('/fr/blog/welcome-to-playnook');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur Playnook' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/fr/blog');
});

test.describe('pages of things that do not exist', () => {
  // The API answers 404, which the browser logs.
  test.use({ allowConsoleErrors: /Failed to load resource.*404/ });

  test('an unknown game or post says so and links home', async ({ page }) => {
    await page.goto('/games/no-such-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByText('There is no game “no-such-game”.')).toBeVisible();
    await page.goto('/fr/blog/no-such-post');
    await expect(page.getByText('L’article « no-such-post » n’existe pas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });
});

test('the game page fits a 320 px wide phone, also right-to-left', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/ar/games/snake');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
});

test('Like on a game page counts at once, is kept by the API across a reload, and a second click takes it back', async ({
  page,
}) => {
  const format = (value: number) => `${new Intl.NumberFormat('en').format(value)} ${value === 1 ? 'like' : 'likes'}`;
  const likeSaved = (method: string) =>
    page.waitForResponse(
      (response) => response.url().endsWith('/app/api/v1/g/lights-out/like') && response.request().method() === method,
    );
  await page.goto('/games/lights-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Lights Out' })).toBeVisible();
  const likes = page.getByTestId('game-likes');
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await likes.textContent())!.replace(/\D/g, ''));

  const saved = likeSaved('POST');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(likes).toHaveText(format(before + 1));
  expect((await saved).ok()).toBe(true);

  // The like belongs to this device (its id is kept in local storage), so the reloaded page shows it as its own.
  await page.reload();
  await expect(likes).toHaveText(format(before + 1));
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  const removed = likeSaved('DELETE');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(likes).toHaveText(format(before));
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(likes).toHaveText(format(before));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});
