import { devices, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Thumbs up / down, a guest's broken-game report, the maker page and a home page whose first
// screen is full of games. The share of thumbs up shows from RATING_MIN_VOTES (5) votes on: the first votes come
// from other devices through the API (each a device id with its own counter token, as a browser would send them).

const API = '/app/api/v1';

/** Votes on a game as another device: a counter token for that device, then the vote. */
async function voteAs(request: APIRequestContext, slug: string, device: string, vote: 'up' | 'down') {
  const headers = { 'X-Device-Id': `e2e-voter-${device}` };
  const issued = await request.post(`${API}/g/${slug}/counter-token`, { headers });
  expect(issued.status()).toBe(200);
  const { token } = ((await issued.json()) as { data: { token: string } }).data;
  const cast = await request.post(`${API}/g/${slug}/vote`, {
    headers: { ...headers, 'X-Counter-Token': token },
    data: { vote },
  });
  expect(cast.status()).toBe(200);
}

/** How many of these cards lie wholly inside the viewport. */
async function cardsInViewport(page: Page, cards: Locator): Promise<number> {
  const viewport = page.viewportSize()!;
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, left: box.left, bottom: box.bottom, right: box.right };
    }),
  );
  return boxes.filter(
    (box) => box.top >= 0 && box.left >= 0 && box.bottom <= viewport.height && box.right <= viewport.width,
  ).length;
}

test('a guest reports a broken game in one step from the game page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/games/snake');
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const form = page.getByTestId('report-form');
  await form.getByRole('radio', { name: 'It does not load' }).check();
  await form.getByRole('textbox', { name: 'Details (optional)' }).fill('Black screen after the logo');
  const sent = page.waitForResponse((response) => response.url().includes('/g/snake/report'));
  await form.getByRole('button', { name: 'Send report' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you! We will look into it.' })).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('thumbs up and down change the shown share of thumbs up, and a vote can be changed and taken back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  for (const device of ['a', 'b', 'c', 'd']) await voteAs(request, 'mole-bop', device, 'up');

  await page.goto('/games/mole-bop');
  const rating = page.getByTestId('game-rating');
  await expect(rating).toHaveText(/Not enough votes yet\s+4 votes/);
  const up = page.getByRole('button', { name: 'Thumbs up' });
  const down = page.getByRole('button', { name: 'Thumbs down' });

  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(rating).toHaveText(/80% positive\s+5 votes/);

  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(down).toHaveAttribute('aria-pressed', 'false');
  await expect(rating).toHaveText(/100% positive\s+5 votes/);

  // The vote is this device's: it is there after a reload, and the home page's card shows the share.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('game-rating')).toHaveText(/100% positive/);
  await page.goto('/');
  await expect(
    page
      .getByTestId('hot-games')
      .getByRole('link', { name: /Mole Bop/ })
      .getByTestId('card-rating'),
  ).toContainText('100% positive');

  // Clicking the chosen thumb again takes the vote back.
  await page.goto('/games/mole-bop');
  await page.getByRole('button', { name: 'Thumbs up' }).click();
  await expect(page.getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('game-rating')).toHaveText(/Not enough votes yet\s+4 votes/);
});

test('the game page credits its maker, whose page lists their games and renders on the server', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/games/snake');
  const facts = page.getByTestId('game-facts');
  await expect(facts.getByText('Works on phones')).toBeVisible();
  await expect(facts.locator('time').first()).toHaveText(/\d{4}/);
  await facts.getByRole('link', { name: 'Playnook' }).click();
  await expect(page).toHaveURL(/\/makers\/playnook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Playnook' })).toBeVisible();
  const all = (await (await page.request.get(`${API}/g/maker/playnook?limit=100`)).json()) as {
    data: { total: number };
  };
  await expect(page.getByText(`${all.data.total} ${all.data.total === 1 ? 'game' : 'games'}`)).toBeVisible();
  await expect(page.getByTestId('maker-games').getByRole('link', { name: /Snake/ })).toBeVisible();

  // The server sends the list and the head with the maker's name.
  const html = await (await page.request.get('/ja/makers/playnook')).text();
  expect(html).toContain('<title>Playnook のゲーム');
  expect(html).toContain('data-testid="maker-games"');
  expect((await page.request.get('/makers/nobody-made-this')).status()).toBe(404);
});

test('home fills the first screen with complete game cards: 12 at 1280×800', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const cards = page.getByTestId('hot-games').getByTestId('game-card');
  await expect(cards.nth(11)).toBeVisible();
  expect(await cardsInViewport(page, cards)).toBeGreaterThanOrEqual(12);

  // "Random game" opens a game page.
  await page.getByRole('button', { name: 'Random game' }).click();
  await expect(page).toHaveURL(/\/games\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  // A phone's user agent and touch (not defaultBrowserType, which a describe group may not set).
  test.use({
    userAgent: devices['Pixel 5'].userAgent,
    isMobile: true,
    hasTouch: true,
    viewport: { width: 375, height: 812 },
  });

  test('home fills the first screen of a phone: 6 complete cards at 375×812', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const cards = page.getByTestId('hot-games').getByTestId('game-card');
    await expect(cards.nth(5)).toBeVisible();
    expect(await cardsInViewport(page, cards)).toBeGreaterThanOrEqual(6);
  });
});
