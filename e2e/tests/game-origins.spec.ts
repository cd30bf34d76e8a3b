import type { APIRequestContext, BrowserContext, Frame, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const API = '/app/api/v1';
/** The game that misbehaves, and the one that must not notice. */
const A = 'memory-match';
const B = 'snake';
const GAMES = process.env.E2E_GAMES_ORIGIN!;
const originOf = (slug: string) => GAMES.replace('//', `//${slug}.`);

// A game's page opened top-level makes Chromium ask its host for /favicon.ico, a file no game host serves. Every
// status that matters here is asserted on its own response.
test.use({ allowConsoleErrors: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/ });

async function playUrlOf(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.get(`${API}/g/${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { play_url: string } }).data.play_url;
}

/** 30 cookies of 3.8 KB for the game's own host, 30 for the parent of every game's host, one for the portal's. */
async function plantCookieBomb(page: Page): Promise<void> {
  await page.evaluate(() => {
    const value = 'x'.repeat(3800);
    const parent = location.hostname.split('.').slice(1).join('.');
    for (let i = 0; i < 30; i++) {
      document.cookie = `own${i}=${value}; path=/; max-age=3600`;
      document.cookie = `wide${i}=${value}; path=/; max-age=3600; domain=${parent}`;
    }
    document.cookie = `portal=planted; path=/; max-age=3600; domain=localhost`;
  });
}

const cookiesOn = async (context: BrowserContext, url: string) => (await context.cookies(url)).map((c) => c.name);

/** The player's frame once its bridge has connected. */
async function playerFrame(page: Page, slug: string, title: string): Promise<Frame> {
  await page.goto(`/games/${slug}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTitle(`Game: ${title}`)).toBeVisible();
  await expect(page.getByTestId('game-loading')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('game-error')).toBeHidden();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${originOf(slug)}/`));
  expect(frame, `a frame on ${originOf(slug)}`).toBeTruthy();
  return frame!;
}

test("a game's page runs on its own origin, with the features the player delegates to it", async ({ page }) => {
  const frame = await playerFrame(page, B, 'Snake');
  expect(new URL((await page.getByTitle('Game: Snake').getAttribute('src'))!).origin).toBe(originOf(B));
  expect(await frame.evaluate(() => location.origin)).toBe(originOf(B));
  // The portal's Permissions-Policy names every game origin with one wildcard entry; Chromium parses and honours it.
  expect(await frame.evaluate(() => document.fullscreenEnabled)).toBe(true);
  const allowlist = await page.evaluate(() =>
    (
      document as unknown as { featurePolicy: { getAllowlistForFeature(f: string): string[] } }
    ).featurePolicy.getAllowlistForFeature('fullscreen'),
  );
  expect(allowlist).toContain(GAMES.replace('//', '//*.'));
});

test('game B cannot read what game A keeps in its browser storage', async ({ page }) => {
  await page.goto(await playUrlOf(page.request, A));
  expect(new URL(page.url()).origin).toBe(originOf(A));
  await page.evaluate(() => {
    localStorage.setItem('secret', 'kept by A');
    sessionStorage.setItem('secret', 'kept by A');
  });
  expect(await page.evaluate(() => localStorage.getItem('secret'))).toBe('kept by A');

  await page.goto(await playUrlOf(page.request, B));
  expect(new URL(page.url()).origin).toBe(originOf(B));
  expect(await page.evaluate(() => [localStorage.getItem('secret'), sessionStorage.getItem('secret')])).toEqual([
    null,
    null,
  ]);
});

test("game A's cookie bomb leaves game B loading, its files answering and the bridge saving", async ({
  page,
  context,
  baseURL,
}) => {
  // Three armings of the bomb, four page loads and a round of Snake: minutes on a busy machine.
  test.setTimeout(180_000);
  const { accessToken } = await signIn(page, 'Bomb Survivor');
  const [playA, playB] = [await playUrlOf(page.request, A), await playUrlOf(page.request, B)];
  await page.goto('/');
  const portalCookies = await cookiesOn(context, baseURL!);
  expect(portalCookies).toContain('pn_bucket');

  /** Loads `url` top-level, a first-party request carrying every cookie the browser holds for its host. */
  const open = async (url: string) => {
    const response = (await page.goto(url))!;
    return { status: response.status(), cookieBytes: (await response.request().allHeaders()).cookie?.length ?? 0 };
  };
  const bomb = 30 * 3800;
  const armed = async () => {
    await page.goto(playA);
    // A's document itself drops the cookies left for its host: plant once that has happened.
    await expect
      .poll(async () => {
        await plantCookieBomb(page);
        return [
          (await cookiesOn(context, `${originOf(A)}/`)).length,
          (await cookiesOn(context, `${originOf(B)}/`)).length,
        ];
      })
      .toEqual([60, 30]);
  };

  await armed();
  // Chromium keeps the cookies for games.localhost (every game's parent, its registrable domain here) but refuses
  // Domain=localhost, a top-level name: nothing reaches the portal.
  expect(await cookiesOn(context, baseURL!)).toEqual(portalCookies);
  // B's files and the bridge script, each request carrying A's 30 cookies for every game's host.
  const thumbnail = playB.replace(/index\.html.*$/, 'thumbnail.webp');
  for (const url of [`${originOf(B)}/sdk/v1/portal-bridge.js`, thumbnail]) {
    const file = await open(url);
    expect(file.status, url).toBe(200);
    expect(file.cookieBytes, url).toBeGreaterThan(bomb);
  }
  const document = await open(playB);
  expect(document.status).toBe(200);
  expect(document.cookieBytes).toBeGreaterThan(bomb);
  await expect(page.locator('canvas').first()).toBeVisible();
  // B's document (Clear-Site-Data: "cookies") dropped every cookie of the games' registrable domain, not the portal's.
  expect(await cookiesOn(context, `${originOf(A)}/`)).toEqual([]);
  expect(await cookiesOn(context, baseURL!)).toEqual(portalCookies);

  // A itself, with its own 30 and the 30 for every game: it still loads.
  await armed();
  // A query of its own: the document as the network answers it, not as the browser cached it.
  const own = await open(`${playA}&reload=1`);
  expect(own.status).toBe(200);
  expect(own.cookieBytes).toBeGreaterThan(2 * bomb);

  // Armed again, then B in the portal's player. This Chromium sends no cookies to a frame of another site; a
  // browser that does gets the same answers as above. The bridge connects, saves to the account and loads it back.
  await armed();
  const answered: { url: string; status: number }[] = [];
  page.on('response', (response) => answered.push({ url: response.url(), status: response.status() }));
  const frame = await playerFrame(page, B, 'Snake');
  const ofB = answered.filter(({ url }) => url.startsWith(`${originOf(B)}/`));
  expect(ofB.map(({ url }) => new URL(url).pathname)).toContain('/sdk/v1/portal-bridge.js');
  expect(ofB.filter(({ status }) => status !== 200)).toEqual([]);
  // The portal's Play started Snake, and with no one steering it hits a wall and saves its own record; from then on
  // it saves nothing until it is played again, so the round trip below is the test's own and not a race with it.
  await expect
    .poll(() => frame.evaluate(() => window.document.getElementById('overlay')?.classList.contains('late')), {
      timeout: 30_000,
    })
    .toBe(true);

  const saved = await frame.evaluate(() =>
    (window as unknown as { PortalBridge: { saveData(d: unknown): Promise<boolean> } }).PortalBridge.saveData({
      survived: 'the cookie bomb',
    }),
  );
  expect(saved).toBe(true);
  const progress = await page.request.get(`${API}/user/g/detail?slug=${B}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(((await progress.json()) as { data: { progress: { data: unknown } | null } }).data.progress?.data).toEqual({
    survived: 'the cookie bomb',
  });
  const loaded = await frame.evaluate(() =>
    (window as unknown as { PortalBridge: { loadData(): Promise<unknown> } }).PortalBridge.loadData(),
  );
  expect(loaded).toEqual({ survived: 'the cookie bomb' });
});
