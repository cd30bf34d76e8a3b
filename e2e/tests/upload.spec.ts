import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { expect, test } from './fixtures';

const API = '/app/api/v1';
const PASSWORD = 'correct-horse-7';
/** Listed in MODERATOR_EMAILS of the e2e server (playwright.config.ts). */
const MODERATOR_EMAIL = 'e2e-moderator@example.test';
const SNAKE = path.resolve(__dirname, '../../api/seed/games/snake');

/** Every file of a seed game's folder, by its path inside the folder. */
function folderFiles(dir: string, prefix = ''): Zippable {
  const files: Zippable = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, folderFiles(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}

/** A preview's host: the upload's file id before the preview host (PREVIEW_ORIGIN, by default preview.localhost). */
const PREVIEW_HOST = /^[0-9a-f-]{36}\.preview\.localhost$/;
/** A preview's signed path: `/<expiry>.<signature>/index.html`. */
const SIGNED_INDEX = /^\/\d+\.[\w-]{43}\/index\.html$/;

const zipOf = (files: Zippable) => Buffer.from(zipSync(files));
const zipFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/zip', buffer });

/**
 * Signs `email` up with the portal's identity provider (or in, when a retry finds the account already there), logs
 * in through POST /auth/login as the account remote does, and stores the session where the shell reads it. Only
 * the top frame gets it: previews run on origins of their own, whose storage a third-party frame may not touch.
 */
async function signInAs(page: Page, email: string, name: string): Promise<void> {
  const signUp = await page.request.post(`${API}/identity/sign-up`, { data: { email, password: PASSWORD, name } });
  const answer = signUp.ok()
    ? signUp
    : await page.request.post(`${API}/identity/sign-in`, { data: { email, password: PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { token } = ((await answer.json()) as { data: { token: string } }).data;
  const login = await page.request.post(`${API}/auth/login`, {
    data: { token, type: 1, device_id: 'e2e-device-0003', login_type: 'aware' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token, expires_at, user } = (
    (await login.json()) as { data: { access_token: string; expires_at: number; user: unknown } }
  ).data;
  await page.addInitScript(
    (auth) => {
      if (window.top === window) window.localStorage.setItem('portal.auth', JSON.stringify(auth));
    },
    { user, access_token, expires_at, isLoggedIn: true },
  );
}

const uniqueEmail = (who: string) => `e2e-${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Limits this page's upload speed (null lifts the limit), so the progress of a small zip can be watched. */
async function limitUploads(cdp: CDPSession, bytesPerSecond: number | null): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

async function openModeratorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await signInAs(page, MODERATOR_EMAIL, 'E2E Moderator');
  return page;
}

/** Search answers, and no game of that title is among the results (a fuzzy search may still list others). */
async function expectNotFound(page: Page, title: string): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.locator('.search-count')).toContainText(`Results for “${title}”`);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
}

const myUpload = (page: Page, title: string | RegExp) =>
  page.getByTestId('my-upload').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test('a game zipped from a seed folder: upload with progress, clean report, submit, preview, approval, then home and search', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Snake Remix ${Date.now().toString(36)}`;
  // The snake game as a maker would zip it, plus 1 MiB of incompressible data so the transfer takes a while.
  const zip = zipOf({ ...folderFiles(SNAKE), 'assets/noise.bin': [randomBytes(1024 * 1024), { level: 0 }] });

  await signInAs(page, uniqueEmail('maker'), 'Snake Maker');
  await page.goto('/gameupload');
  await expect(page.getByRole('tab', { name: 'New upload' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Review queue' })).toHaveCount(0);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await limitUploads(cdp, 256 * 1024);
  await page.getByTestId('upload-file-input').setInputFiles(zipFile('snake-remix.zip', zip));
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  expect(Number(await progress.getAttribute('value'))).toBeLessThan(Number(await progress.getAttribute('max')));
  await limitUploads(cdp, null);

  const report = page.getByTestId('upload-report');
  await expect(report).toHaveAttribute('data-status', 'clean', { timeout: 30_000 });
  await expect(page.getByTestId('upload-report-clean')).toContainText('index.html');
  await expect(page.getByTestId('upload-problem')).toHaveCount(0);
  // Snake loads the bridge script: no warning.
  await expect(page.getByTestId('upload-warning-bridge')).toHaveCount(0);

  // Before describing it, the uploader tries the checked build: on its own preview origin behind a short-lived
  // signed URL, sandboxed, started on request.
  await page.getByTestId('upload-preview-start').click();
  const firstPreview = page.getByTestId('upload-preview');
  await expect(firstPreview).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
  const checked = new URL((await firstPreview.getAttribute('src'))!);
  expect(checked.hostname).toMatch(PREVIEW_HOST);
  expect(checked.pathname).toMatch(SIGNED_INDEX);
  await expect(page.frameLocator('[data-testid="upload-preview"]').locator('#game')).toBeVisible();

  const form = page.getByTestId('upload-form');
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('Description').fill('Eat the apples and grow; do not bite your own tail.');
  await form.getByLabel('How to play').fill('Arrow keys or swipes to turn.');
  await form.getByLabel(/^Category/).selectOption('arcade');
  await form.getByRole('button', { name: 'Use an image from your game' }).click();
  await form.getByRole('button', { name: /thumbnail\.svg/ }).click();
  await page.getByTestId('upload-submit').click();
  const submitted = page.getByTestId('upload-submitted');
  await expect(submitted).toHaveAttribute('data-status', 'pending_review');

  // Waiting for review, the build stays private: the same preview origin, in the sandbox, once asked to.
  await page.getByTestId('upload-preview-start').click();
  const preview = page.getByTestId('upload-preview');
  await expect(preview).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
  const pending = new URL((await preview.getAttribute('src'))!);
  expect(pending.origin).toBe(checked.origin);
  expect(pending.pathname).toMatch(SIGNED_INDEX);
  await expect(page.frameLocator('[data-testid="upload-preview"]').locator('#game')).toBeVisible();

  await submitted.getByTestId('upload-show-mine').click();
  await expect(page).toHaveURL(/\/gameupload\?tab=mine$/);
  const waiting = myUpload(page, title);
  await expect(waiting.getByTestId('upload-status')).toHaveText('Pending review');
  await expect(waiting.getByRole('link')).toHaveCount(0);

  // Not public while it waits.
  await expectNotFound(page, title);

  const moderator = await openModeratorPage(browser);
  await moderator.goto('/gameupload?tab=review');
  await expect(moderator.getByRole('tab', { name: 'Review queue' })).toHaveAttribute('aria-selected', 'true');
  const card = moderator
    .getByTestId('review-item')
    .filter({ has: moderator.getByRole('heading', { level: 3, name: title }) });
  await expect(card).toContainText('By Snake Maker');
  await expect(card).toContainText('Eat the apples and grow');
  await card.getByTestId('review-preview-start').click();
  const fileId = await card.getAttribute('data-file-id');
  await expect(moderator.frameLocator(`[data-file-id="${fileId}"] iframe`).locator('#game')).toBeVisible();
  const reviewed = (await card.locator('iframe').getAttribute('src'))!;
  expect(new URL(reviewed).hostname).toBe(`${fileId}.${checked.hostname.split('.').slice(1).join('.')}`);

  // Another browser gets nothing without the signature; the signed URL itself is the credential, for minutes.
  const guest = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  expect((await guest.goto(new URL('/index.html', reviewed).href))?.status()).toBe(404);
  expect((await guest.goto(reviewed))?.status()).toBe(200);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByTestId('review-status')).toContainText(`“${title}” was approved and is live.`);
  await expect(card).toHaveCount(0);
  await moderator.context().close();
  // Approved, the build left the private storage for the games origin: its preview is gone.
  expect((await guest.goto(reviewed))?.status()).toBe(404);
  await guest.context().close();

  await page.goto('/');
  await expect(page.getByTestId('new-games').getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('search-results').getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await page.goto('/gameupload?tab=mine');
  const published = myUpload(page, title);
  await expect(published.getByTestId('upload-status')).toHaveText('Published');
  await published.getByRole('link', { name: `Open the page of ${title}` }).click();
  await expect(page).toHaveURL(/\/games\/snake-remix-[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('zips without index.html or with a ../ entry are explained and create nothing', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const html = `<!doctype html><title>Escape Artist ${stamp}</title><script src="game.js"></script>`;
  await signInAs(page, uniqueEmail('careless'), 'Careless Maker');
  await page.goto('/gameupload');

  await page
    .getByTestId('upload-file-input')
    .setInputFiles(zipFile(`no-index-${stamp}.zip`, zipOf({ 'game.html': strToU8(html), 'game.js': strToU8('1') })));
  await expect(page.getByTestId('upload-report')).toHaveAttribute('data-status', 'failed');
  const missing = page.locator('[data-testid="upload-problem"][data-code="UPLOAD_NO_INDEX_HTML"]');
  await expect(missing).toContainText('index.html must be at the top level of the zip');
  await expect(missing).toContainText('Zip the contents of your game folder, not the folder itself');
  await expect(page.getByTestId('upload-form')).toHaveCount(0);

  await page.getByTestId('upload-choose-another').click();
  await page
    .getByTestId('upload-file-input')
    .setInputFiles(
      zipFile(
        `escape-${stamp}.zip`,
        zipOf({ 'index.html': strToU8(html), 'game.js': strToU8('1'), '../evil.js': strToU8('1') }),
      ),
    );
  await expect(page.getByTestId('upload-report')).toHaveAttribute('data-status', 'failed');
  const unsafe = page.locator('[data-testid="upload-problem"][data-code="UPLOAD_UNSAFE_PATH"]');
  await expect(unsafe).toContainText('../evil.js');
  await expect(unsafe).toContainText('This path contains “../”, which would point outside the game folder.');
  await expect(page.getByTestId('upload-form')).toHaveCount(0);

  // Both uploads are listed as invalid, with no game behind them.
  await page.getByRole('tab', { name: 'My uploads' }).click();
  const uploads = page.getByTestId('my-upload');
  await expect(uploads).toHaveCount(2);
  for (const upload of await uploads.all()) {
    await expect(upload.getByTestId('upload-status')).toHaveText('Invalid');
    await expect(upload.getByText('No title yet')).toBeVisible();
    await expect(upload.getByRole('link')).toHaveCount(0);
  }
  await expectNotFound(page, `Escape Artist ${stamp}`);
});

test('the review tab is for moderators only', async ({ page }) => {
  await signInAs(page, uniqueEmail('curious'), 'Curious Player');
  await page.goto('/gameupload?tab=review');
  await expect(page.getByTestId('review-not-allowed')).toContainText('Only moderators can review uploads');
  await expect(page.getByRole('tab', { name: 'Review queue' })).toHaveCount(0);
});
