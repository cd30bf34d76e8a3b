import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = '/app/api/v1';
const PASSWORD = 'correct-horse-7';
const uniqueEmail = () => `session-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

interface StoredAuth {
  user: { name: string } | null;
  access_token: string | null;
  expires_at: number | null;
  isLoggedIn: boolean;
}

const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('portal.auth') ?? 'null') as StoredAuth | null);
const recentSlugs = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('portal.recentlyPlayed') ?? '[]') as Array<{ slug: string }>).map((g) => g.slug),
  );

/** Signs a new player up through the header's "Sign in" and the login overlay's "Create account" tab. */
async function signUpThroughOverlay(page: Page, name: string): Promise<void> {
  await page.getByTestId('account-menu').click();
  const box = page.getByTestId('overlay');
  await expect(box).toHaveAttribute('data-box', 'login');
  await box.getByRole('tab', { name: 'Create account' }).click();
  await box.getByLabel('Display name (optional)').fill(name);
  await box.getByLabel('Email').fill(uniqueEmail());
  await box.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await box.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Signed in' })).toBeVisible();
  await expect(box).not.toBeVisible();
}

test('signing up in the login overlay shows the name in the shell and the games remote at once, and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await expect(page.getByTestId('account-menu')).toHaveText('Sign in');

  await signUpThroughOverlay(page, 'Grace Hopper');

  await expect(page.getByTestId('shell-user')).toHaveText('Hi, Grace Hopper');
  await expect(page.getByRole('button', { name: 'Your account: Grace Hopper' })).toBeVisible();
  // A new account is welcomed, not welcomed back (after the reload below it is back).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace Hopper!');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The user-info box shows the account and its counts.
  await page.getByRole('button', { name: 'Your account: Grace Hopper' }).click();
  const info = page.getByTestId('userinfo-box');
  await expect(info.getByTestId('userinfo-name')).toHaveText('Grace Hopper');
  await expect(info.getByTestId('userinfo-plays')).toContainText('0');
  await page.keyboard.press('Escape');

  const refreshed = page.waitForResponse((r) => r.url().endsWith(`${API}/auth/refresh`) && r.ok());
  await page.reload();
  await refreshed;
  await expect(page.getByTestId('shell-user')).toHaveText('Hi, Grace Hopper');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Grace Hopper!');
});

test.describe('sign-up refused', () => {
  // The browser logs the refused sign-up's 409 answer.
  test.use({ allowConsoleErrors: /status of 409/ });

  test('sign-up names itself and shows every field error at once, from the browser and from the server', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const taken = uniqueEmail();
    const created = await page.request.post(`${API}/identity/sign-up`, { data: { email: taken, password: PASSWORD } });
    expect(created.ok()).toBe(true);
    // That sign-up started an identity session in this context; without it the page stays a guest's.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByTestId('account-menu').click();
    const box = page.getByTestId('overlay');
    await expect(box.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await box.getByRole('tab', { name: 'Create account' }).click();
    await expect(box.getByRole('heading', { name: 'Create account' })).toBeVisible();

    const name = box.getByLabel('Display name (optional)');
    const email = box.getByLabel('Email');
    const password = box.getByLabel('Password', { exact: true });
    await name.fill('A');
    await email.fill('not-an-address');
    await password.fill('short1');
    await box.getByRole('button', { name: 'Create account' }).click();
    await expect(box.getByRole('alert')).toHaveText([
      'The name needs at least 2 characters.',
      'Enter a valid email address.',
      /at least 8 characters/,
    ]);
    for (const field of [name, email, password]) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    // What only the server knows: the address is taken, and the password is too easy to guess; both at once.
    await name.fill('');
    await email.fill(taken);
    await password.fill('aaaa1111');
    await box.getByRole('button', { name: 'Create account' }).click();
    await expect(box.getByRole('alert')).toHaveText([/already/, /at least 8 characters|easy/]);
    await expect(email).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  });
});

test('a token close to expiry is refreshed by the timer', async ({ page, context }) => {
  await page.goto('/');
  await signUpThroughOverlay(page, 'Timer Tester');
  const before = (await storedAuth(page))!;

  // Another tab (a plain same-origin document) shortens the stored expiry, as if the token were nearly spent.
  const other = await context.newPage();
  await other.goto('/remotes.json');
  const refresh = page.waitForRequest((r) => r.url().endsWith(`${API}/auth/refresh`) && r.method() === 'POST');
  await other.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('portal.auth')!) as { expires_at: number };
    localStorage.setItem('portal.auth', JSON.stringify({ ...auth, expires_at: Date.now() + 10_000 }));
  });
  expect((await refresh).postDataJSON()).toEqual({ access_token: before.access_token });
  await expect.poll(async () => (await storedAuth(page))!.expires_at! - Date.now()).toBeGreaterThan(3_600_000);
  expect((await storedAuth(page))!.isLoggedIn).toBe(true);
});

test('logging out in one tab logs the other tab out', async ({ page, context }) => {
  await page.goto('/');
  await signUpThroughOverlay(page, 'Two Tabs');
  const other = await context.newPage();
  await other.goto('/blog');
  await expect(other.getByTestId('shell-user')).toHaveText('Hi, Two Tabs');

  const loggedOut = page.waitForResponse((r) => r.url().endsWith(`${API}/user/logout`) && r.ok());
  await page.getByRole('button', { name: 'Your account: Two Tabs' }).click();
  await page.getByTestId('userinfo-box').getByRole('button', { name: 'Log out' }).click();
  await loggedOut;
  await expect(page.getByTestId('toast').filter({ hasText: 'Signed out' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveText('Sign in');

  await expect(other.getByTestId('shell-user')).toHaveCount(0);
  await expect(other.getByTestId('account-menu')).toHaveText('Sign in');
  expect((await storedAuth(other))?.isLoggedIn).toBe(false);

  // The identity session ended too: a reload stays logged out.
  await other.reload();
  await expect(other.getByTestId('account-menu')).toHaveText('Sign in');
});

test('games a guest played join the account on sign-in', async ({ page }) => {
  for (const [slug, title] of [
    ['snake', 'Snake'],
    ['memory-match', 'Memory Match'],
  ] as const) {
    await page.goto(`/games/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTitle(`Game: ${title}`)).toBeVisible();
    await expect.poll(() => recentSlugs(page)).toContain(slug);
  }

  const login = page.waitForRequest((r) => r.url().endsWith(`${API}/auth/login`));
  await signUpThroughOverlay(page, 'Guest Player');
  expect((await login).postDataJSON()).toMatchObject({
    type: 1,
    login_type: 'aware',
    register_type: 'seaart',
    guest_games: ['memory-match', 'snake'],
  });

  const { access_token } = (await storedAuth(page))!;
  const recent = await page.request.get(`${API}/user/g/recent`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const slugs = ((await recent.json()) as { data: { items: Array<{ slug: string }> } }).data.items.map((g) => g.slug);
  expect(slugs).toEqual(expect.arrayContaining(['snake', 'memory-match']));
  // The local list is now the server's.
  await expect.poll(() => recentSlugs(page)).toEqual(expect.arrayContaining(['snake', 'memory-match']));
});
