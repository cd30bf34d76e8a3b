import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = '/app/api/v1';
/** `SAVE_GAME_SCREENSHOTS=1 npm run test:e2e -- game-collection` refreshes docs/screenshots/games/<slug>.jpg. */
const DOCS_DIR = path.resolve(__dirname, '..', '..', 'docs', 'screenshots', 'games');

interface GameEntry {
  slug: string;
  title: string;
}

/** Every message the game frame sent through the bridge, recorded by the portal page itself. */
async function recordBridgeMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __bridgeEvents: string[] }).__bridgeEvents = seen;
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: string; type?: string } | null;
      if (data && data.source === 'portal-bridge' && typeof data.type === 'string') seen.push(data.type);
    });
  });
}

const bridgeEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeEvents: string[] }).__bridgeEvents);

// Touch and a mouse in one browser: the tap below is a real touch event, the keys are real key presses.
test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

test('every game opens in the player, starts playing without a second Play and takes keys and taps without an error', async ({
  page,
  request,
}, testInfo) => {
  const res = await request.get(`${API}/g/all`);
  expect(res.ok()).toBe(true);
  const games = ((await res.json()) as { data: GameEntry[] }).data;
  expect(games.length).toBeGreaterThanOrEqual(16);
  test.setTimeout(30_000 + games.length * 15_000);
  const save = process.env.SAVE_GAME_SCREENSHOTS === '1';
  if (save) mkdirSync(DOCS_DIR, { recursive: true });
  await recordBridgeMessages(page);

  for (const game of games) {
    await test.step(game.slug, async () => {
      await page.goto(`/games/${game.slug}`);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const frameElement = page.locator(`iframe[title="Game: ${game.title}"]`);
      await expect(frameElement).toBeVisible();
      await expect
        .poll(() => bridgeEvents(page), { timeout: 15_000, message: `${game.slug} sends loadingFinished` })
        .toContain('loadingFinished');
      await expect(page.getByTestId('game-loading')).toBeHidden();
      await expect(page.getByTestId('game-error')).toBeHidden();
      // The portal's Play launched it (hello's launch: 'play'): the game left its title screen and is playing,
      // without any input.
      await expect
        .poll(() => bridgeEvents(page), { message: `${game.slug} starts without a second Play` })
        .toContain('gameplayStart');
      await expect(page.getByTestId('game-stage')).not.toHaveAttribute('data-game-state', 'waiting');

      // The first frame, before any input.
      await frameElement.screenshot({
        path: save ? path.join(DOCS_DIR, `${game.slug}.jpg`) : testInfo.outputPath(`${game.slug}.jpg`),
        type: 'jpeg',
        quality: 80,
      });

      // Keys (no click first: the player hands the keyboard to the game once it has loaded) and a real tap.
      for (const key of ['Enter', 'Space', 'ArrowLeft']) await page.keyboard.press(key);
      const box = (await frameElement.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByTestId('game-error')).toBeHidden();
    });
  }
});
