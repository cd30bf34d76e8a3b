import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { chartTable, DEMO_GAME, MAKER_EMAIL, OPERATOR_EMAIL, otherBrowser, signInKnown } from './studio-kit';

/**
 * The maker studio and the operations console (mfe-studio) against the real API and its rollups, which the e2e
 * server runs every second (STUDIO_ROLLUP_INTERVAL_MS). A play of the maker's own seeded game shows in the studio's
 * charts and in its CSV export; the pages' frames are in the server's HTML; guests and non-operators are kept out.
 */

const API = '/app/api/v1';
const isAnalytics = (url: string) => url.includes(`${API}/analytics/events`);

/** The studio with its numbers loaded (after hydration, the maker's own requests). */
async function openStudio(page: Page, path = '/studio'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('game-stats')).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
}

/** Today's plays in the plays chart's table (its last row: the range ends today, UTC). */
async function playsToday(page: Page): Promise<number> {
  const rows = await chartTable(page, 'chart-plays');
  return Number(rows.at(-1)![1]!.replace(/\D/g, ''));
}

test('/remotes.json lists the studio, and /studio, /fr/studio and /ops come with their frame in the HTML', async ({
  request,
}) => {
  const registry = (await (await request.get('/remotes.json')).json()) as Record<string, { version: string }>;
  expect(registry.studio?.version).toBeTruthy();

  for (const [path, heading, lang] of [
    ['/studio', 'Studio', 'en'],
    ['/fr/studio', 'Studio', 'fr'],
    ['/ops', 'Operations console', 'en'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The charts' frames, at their final size, before any data.
    expect(html, path).toContain('<svg class="chart" viewBox="0 0 640 240"');
  }
  const french = await (await request.get('/fr/studio')).text();
  expect(french).toContain('Période');
  expect(french).toContain('30 derniers jours');
});

test('a guest is asked to sign in, and a maker who is not an operator is refused by the console', async ({ page }) => {
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();

  const token = await signInKnown(page, MAKER_EMAIL);
  await page.goto('/ops');
  await expect(page.getByTestId('ops-forbidden')).toContainText('You need the operator role');
  const refused = await page.request.post(`${API}/ops/remotes/games/rollback`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'not mine to do' },
  });
  expect(refused.status()).toBe(403);
});

test('a play of the maker’s game in another browser shows in the studio after the rollup, and in its CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInKnown(page, MAKER_EMAIL);
  await openStudio(page);
  await expect(page.getByTestId('studio-games').locator(`[data-slug="${DEMO_GAME.slug}"]`)).toBeVisible();
  // Drawn after hydration: the plays chart has its lines.
  await expect(page.locator('[data-testid="chart-plays"] svg.chart path.visx-linepath').first()).toHaveAttribute(
    'd',
    /^M/,
  );
  const before = await playsToday(page);

  // The maker plays their own game in another browser.
  const other = await otherBrowser(browser, baseURL!);
  const player = await other.newPage();
  await signInKnown(player, MAKER_EMAIL);
  await player.goto(`/games/${DEMO_GAME.slug}`);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByTestId('game-stage')).toHaveAttribute('data-game-state', 'playing', { timeout: 30_000 });
  // Leaving the page sends the play (play_start, then play_time) with the tracker's beacon; a real navigation sends
  // the same, but Playwright does not report the requests of a document that is unloading.
  const beacon = player.waitForRequest(
    (request) => isAnalytics(request.url()) && (request.postData() ?? '').includes('"play_start"'),
  );
  await player.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  expect((await (await beacon).response())?.status()).toBe(202);
  await other.close();

  // The next rollups fold it in: the studio shows one more play today.
  await expect
    .poll(
      async () => {
        await openStudio(page);
        return playsToday(page);
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(before + 1);

  // The CSV export holds the same numbers as the chart's table, day by day.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^${DEMO_GAME.slug}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const [header, ...lines] = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  const columns = header!.split(',');
  const playStarts = columns.indexOf('play_starts');
  expect(playStarts).toBeGreaterThan(0);
  const csvPlays = lines.map((line) => Number(line.split(',')[playStarts]));
  const tablePlays = (await chartTable(page, 'chart-plays')).map((row) => Number(row[1]!.replace(/\D/g, '')));
  expect(csvPlays).toEqual(tablePlays);
  expect(csvPlays.at(-1)).toBe(before + 1);
});

/** Serious or critical axe findings on the page as it stands. */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test('the studio and the console are axe clean in English and Arabic, right to left in Arabic', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInKnown(page, MAKER_EMAIL);
  for (const path of ['/studio', '/ar/studio']) {
    await openStudio(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', path.startsWith('/ar') ? 'rtl' : 'ltr');
    expect.soft(await axeProblems(page), path).toEqual([]);
  }

  const operator = await (await otherBrowser(browser, baseURL!)).newPage();
  await signInKnown(operator, OPERATOR_EMAIL);
  for (const path of ['/ops', '/ar/ops']) {
    await operator.goto(path);
    await expect(operator.getByTestId('ops-page')).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
    await expect(operator.getByTestId('remote-blog').locator('svg.chart')).toBeVisible();
    expect.soft(await axeProblems(operator), path).toEqual([]);
  }
  await operator.context().close();
});

test('a new player’s studio has no games and the way to upload one', async ({ page }) => {
  await signIn(page, 'Studio Newcomer');
  await page.goto('/studio');
  await expect(page.getByTestId('studio-no-games')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload your first game' })).toHaveAttribute('href', '/gameupload');
});
