import type { APIRequestContext, Browser, FrameLocator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const API = '/app/api/v1';

async function playsOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`${API}/g/${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { plays: number } }).data.plays;
}

/** Presses Play on the game page and waits until the game's bridge has connected. */
async function startPlayer(page: Page, title: string): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTitle(`Game: ${title}`)).toBeVisible();
  await expect(page.getByTestId('game-loading')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('game-error')).toBeHidden();
  return page.frameLocator(`iframe[title="Game: ${title}"]`);
}

/** One account, signed in (the same portal session) in two separate browser contexts. */
async function twoDevices(browser: Browser, request: APIRequestContext, baseURL: string) {
  const email = `e2e-save-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signUp = await request.post(`${API}/identity/sign-up`, {
    data: { email, password: 'correct-horse-7', name: 'Saver' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { token } = ((await signUp.json()) as { data: { token: string } }).data;
  const login = await request.post(`${API}/auth/login`, {
    data: { token, type: 1, device_id: 'e2e-device-save1', login_type: 'aware' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token, expires_at, user } = (
    (await login.json()) as { data: { access_token: string; expires_at: number; user: unknown } }
  ).data;
  const device = async () => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    await context.addInitScript((auth) => window.localStorage.setItem('portal.auth', JSON.stringify(auth)), {
      user,
      access_token,
      expires_at,
      isLoggedIn: true,
    });
    return context;
  };
  return { access_token, device };
}

test('browse home → category → game, play, and the game’s first gameplayStart counts one play', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Arcade', exact: true }).first().click();
  await expect(page).toHaveURL(/\/categories\/arcade$/);
  await page.getByRole('main').getByRole('link', { name: /Snake/ }).first().click();
  await expect(page).toHaveURL(/\/games\/snake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();

  const before = await playsOf(page.request, 'snake');
  const game = await startPlayer(page, 'Snake');
  await expect(game.locator('canvas')).toBeVisible();
  // The Play click launched the game, which starts by itself (no second Play): its gameplayStart counts the play.
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-game-state', /playing|stopped|over/);
  await expect.poll(() => playsOf(page.request, 'snake')).toBe(before + 1);
  await expect(page.getByTestId('game-plays')).toHaveText(`${before + 1} ${before + 1 === 1 ? 'play' : 'plays'}`);
});

test('a game saved through the bridge is restored on another device of the same player', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { access_token, device } = await twoDevices(browser, request, baseURL!);

  const first = await device();
  const page = await first.newPage();
  await page.goto('/games/merge-tiles');
  const game = await startPlayer(page, 'Merge Tiles');
  // Launched by the Play click, the game is already playing.
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-game-state', 'playing');
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  for (let i = 0; i < 80 && (await game.locator('#score').textContent()) === '0'; i++)
    await game.locator('body').press(keys[i % 4]!);
  const best = Number(await game.locator('#best').textContent());
  expect(best).toBeGreaterThan(0);

  // The game saves through the bridge 0.8 s after a move; the portal stores it on the account.
  const detail = async () => {
    const res = await request.get(`${API}/user/g/detail?slug=merge-tiles`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    return (
      ((await res.json()) as { data: { progress: { data: { best: number } } | null } }).data.progress?.data.best ?? 0
    );
  };
  await expect.poll(detail).toBe(best);
  await first.close();

  const second = await device();
  const other = await second.newPage();
  await other.goto('/games/merge-tiles');
  const restored = await startPlayer(other, 'Merge Tiles');
  await expect(restored.locator('#best')).toHaveText(String(best));
  await second.close();
});

test('a signed-in player comments, replies and deletes their comment', async ({ page }) => {
  const { name } = await signIn(page, 'Commenter');
  await page.goto('/games/snake');
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  const text = `Fun game ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const mine = page.getByTestId('comment-list').getByTestId('comment').filter({ hasText: text }).first();
  await expect(mine).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');

  await mine.getByRole('button', { name: 'Reply', exact: true }).first().click();
  await page.getByRole('textbox', { name: `Reply to ${name}` }).fill('Thanks, me!');
  await page.getByRole('button', { name: 'Post reply' }).click();
  const replies = page.getByRole('list', { name: `Replies to ${name}` });
  await expect(replies.getByText('Thanks, me!')).toBeVisible();

  await mine.getByRole('button', { name: 'Delete', exact: true }).first().click();
  await mine.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(text)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await expect(page.getByText(text)).toBeHidden();
});
