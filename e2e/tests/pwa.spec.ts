import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { currentOf, pointAt, publishFolder, releaseVersion } from './deploy-kit';
import { expect, test } from './fixtures';

// The edge server reads /sw.js from disk on every request, so a shell deploy is simulated by changing that file (and
// restoring it afterwards); a remote's deploy is a release through the deploy API (deploy-kit.ts).
const root = path.resolve(__dirname, '..', '..');
const SW_FILE = path.join(root, 'shell', 'dist', 'client', 'sw.js');
// The account remote draws the header's account menu, so every page has it mounted: its release concerns any tab.
const ACCOUNT_DIST = path.join(root, 'mfe-account', 'dist');

// The other specs block service workers; this one is about them.
test.use({ serviceWorkers: 'allow' });

const READY_TEXT = { en: 'Playnook is ready to work offline.', fr: 'Playnook est prêt à fonctionner hors connexion.' };
const offlineReady = (page: Page, locale: keyof typeof READY_TEXT = 'en') =>
  page.getByRole('status').filter({ hasText: READY_TEXT[locale] });

/** The first visit: the worker installs after load, takes control and caches what an offline visit needs. */
async function firstVisit(page: Page, url: string, locale: keyof typeof READY_TEXT = 'en'): Promise<void> {
  await page.goto(url);
  await expect(offlineReady(page, locale)).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Chromium's install offer, as the browser would fire it. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(event);
  });
}

test('the manifest, icons and service worker are served, and pages link the manifest', async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = await manifest.json();
  expect(body).toMatchObject({ short_name: 'Playnook', start_url: '/?source=pwa', scope: '/', display: 'standalone' });
  expect(body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of body.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['service-worker-allowed']).toBe('/');
  expect(await sw.text()).toContain('/_pwa/offline.html');

  const build = await request.get(`/_build.json?t=${Date.now()}`);
  expect(build.headers()['cache-control']).toBe('no-cache');
  expect(await build.json()).toMatchObject({
    buildId: expect.any(String),
    shell: expect.stringMatching(/^[0-9a-f]+$/),
  });

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
});

test.describe('offline', () => {
  // With the network off, the browser reports every request that fails.
  test.use({
    allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|network/i,
  });

  test('after one visit, a page never seen shows the offline page, and a page seen shows from the cache', async ({
    page,
    context,
  }) => {
    await firstVisit(page, '/fr', 'fr');
    // The notice leaves by itself (its close button is covered by the unit tests).
    await expect(offlineReady(page, 'fr')).toHaveCount(0, { timeout: 20_000 });

    // The visited page itself is cached too (offline.spec.ts); one never seen is not.
    await context.setOffline(true);
    await page.goto('/fr/about');
    await expect(page).toHaveURL(/\/fr\/offline\?from=%2Ffr%2Fabout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Joués récemment' })).toBeVisible();
    // English messages are always cached too.
    await page.goto('/tags');
    await expect(page).toHaveURL(/\/offline\?from=%2Ftags$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    // Back online, "Try again" opens the page that was wanted.
    await page.goto('/fr/about');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('Vous êtes hors ligne');
    const title = await heading.innerText();

    // That page is cached now: offline, it shows as last seen.
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test('a new deploy shows the update prompt; Later defers it, Refresh reloads under the new worker', async ({
  page,
}) => {
  // Two service workers installed and a reload under the new one: a long flow on a busy machine.
  test.setTimeout(90_000);
  const original = await readFile(SW_FILE, 'utf8');
  const revision = `e2e-${Date.now()}`;
  try {
    await firstVisit(page, '/pwa-test');
    await page.reload();
    await expect(page.getByTestId('pwa-phase')).toHaveText('Activated');
    await expect(page.getByRole('dialog', { name: 'Update available' })).toHaveCount(0);

    // The deploy: a changed sw.js whose worker can say which revision it is.
    await writeFile(
      SW_FILE,
      `${original}\nself.addEventListener('message', (e) => { if (e.data === 'revision?' && e.ports[0]) e.ports[0].postMessage(${JSON.stringify(revision)}); });\n`,
    );
    await page.getByRole('button', { name: 'Check for update' }).click();
    const prompt = page.getByRole('dialog', { name: 'Update available' });
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('pwa-update-available')).toHaveText('Yes');

    // Later: gone for now, back on the next visit while the new worker still waits.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(prompt).toBeVisible();

    await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
    await expect(page.getByTestId('pwa-phase')).toHaveText('Activated');
    await expect(prompt).toHaveCount(0);
    const controllerRevision = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller!.postMessage('revision?', [channel.port2]);
        }),
    );
    expect(controllerRevision).toBe(revision);
  } finally {
    await writeFile(SW_FILE, original);
  }
});

/** Clicking `link` loads the next page afresh (not a client-side navigation): the marker set before is gone. */
async function expectFullLoad(page: Page, link: Locator, url: RegExp): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await link.click();
  await reloaded;
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
}

/** The version of a remote the edge gives new page loads now (its /remotes.json). */
const servedVersion = async (page: Page, remote: string) =>
  ((await (await page.request.get('/remotes.json')).json()) as Record<string, { version: string }>)[remote]?.version;

/** The version of a remote the page's inlined registry names. */
const inlinedVersion = (page: Page, remote: string) =>
  page.evaluate(
    (name) =>
      (window as { __PORTAL_REMOTES__?: Record<string, { version: string }> }).__PORTAL_REMOTES__?.[name]?.version,
    remote,
  );

test('a new build found by polling reloads the page at the next navigation', async ({ page }) => {
  // The deploy: a copy of the account remote's version under a new name, published and released through the
  // deploy API; put back and kept (released versions stay until pruned) afterwards.
  const current = await currentOf('account');
  const next = `${current}-e2e`;
  await publishFolder('account', path.join(ACCOUNT_DIST, current), next);
  try {
    await page.clock.install();
    await page.goto('/pwa-test');
    await expect(page.getByRole('heading', { level: 1, name: 'PWA status' })).toBeVisible();

    // The deploy: the account remote moves to a new version; the page finds out at its next poll (every 5 minutes).
    await releaseVersion('account', next, 'e2e: a new build for open tabs to find');
    // Every edge has it within 2 s; the page's next poll must find it there.
    await expect.poll(() => servedVersion(page, 'account')).toBe(next);
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
    await page.clock.fastForward('05:01');
    await expect(page.getByTestId('pwa-reload-pending')).toHaveText('Yes');
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(true);

    await expectFullLoad(page, page.getByRole('link', { name: 'Playnook' }).first(), /\/$/);
    expect(await inlinedVersion(page, 'account')).toBe(next);
  } finally {
    await pointAt('account', current, 'e2e: back to the build under test');
  }
});

test.describe('install prompt', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('offered from the second page: a banner that fits 320 px in Arabic; "not now" hides it for good', async ({
    page,
  }) => {
    await page.goto('/ar');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await offerInstall(page);
    const banner = page.getByRole('dialog', { name: 'ثبّت Playnook' });
    // The first page a visitor sees carries no install offer (shell/src/pwa/engagement.ts)…
    await expect(page.locator('aside.pwa-prompts')).toBeAttached();
    await expect(banner).toHaveCount(0);
    // …the second one does.
    await page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('img') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ar\/games\//);
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expect(banner.getByRole('button', { name: 'تثبيت' })).toBeInViewport();

    await banner.getByRole('button', { name: 'ليس الآن' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('portal.pwaInstallHidden'))).toBe('1');

    // A later visit: the browser offers again, the banner stays hidden.
    await page.goto('/ar/pwa-test');
    await offerInstall(page);
    await expect(page.getByTestId('pwa-install-status')).toHaveText('معروضة');
    await expect(page.getByTestId('pwa-install-hidden')).toHaveText('نعم');
    await expect(banner).toHaveCount(0);
  });
});

test('a release of a remote the tab never mounted reloads only when the tab goes to that remote', async ({ page }) => {
  const current = await currentOf('blog');
  const next = `${current}-e2e-scoped`;
  await publishFolder('blog', path.join(root, 'mfe-blog', 'dist', current), next);
  try {
    await page.clock.install();
    await page.goto('/tags');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

    // The blog moves on; this tab (games pages and the header) has never loaded it.
    await releaseVersion('blog', next, 'e2e: a release the tab never loaded');
    await expect.poll(() => servedVersion(page, 'blog')).toBe(next);
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
    await page.clock.fastForward('05:01');
    await page.getByRole('banner').getByRole('link', { name: 'Playnook', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toBeVisible();
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(true);

    // Going to the blog is a full load of its new version.
    await expectFullLoad(page, page.getByRole('link', { name: 'Blog' }).first(), /\/blog$/);
    expect(await inlinedVersion(page, 'blog')).toBe(next);
  } finally {
    await pointAt('blog', current, 'e2e: back to the build under test');
  }
});
