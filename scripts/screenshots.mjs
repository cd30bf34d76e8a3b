#!/usr/bin/env node
// Screenshots of a running portal for the docs: home at 1280 and 375 px in English and Arabic, a game page, a blog post
// and the upload page at both widths in both languages, and the phone's immersive player (player-en-375).
//
//   SCREENSHOTS_URL=http://localhost:8080 npm run screenshots                # writes docs/screenshots/
//   SCREENSHOTS_URL=http://localhost:8080 SCREENSHOTS_DIR=/tmp/shots npm run screenshots
//
// Chromium comes from the system (scripts/chromium.cjs: /usr/bin/chromium, or CHROMIUM_PATH), run with
// --no-sandbox. Service workers are blocked so every shot is the network's current page.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { findChromium } = require('./chromium.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Playwright is the e2e workspace's dependency: taken from there, not listed again at the root.
const { chromium } = require(require.resolve('@playwright/test', { paths: [path.join(root, 'e2e')] }));
const base = (process.env.SCREENSHOTS_URL ?? process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const out = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(root, 'docs', 'screenshots'));
const GAME = process.env.SCREENSHOTS_GAME ?? 'block-drop';
const POST = process.env.SCREENSHOTS_POST ?? 'keyboard-and-touch-controls-guide';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};

/** [file name, device, path, what to do before the shot] */
const SHOTS = [
  ...['en', 'ar'].flatMap((locale) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    return [
      [`home-${locale}-1280`, DESKTOP, `${prefix}/`],
      [`home-${locale}-375`, PHONE, `${prefix}/`],
      [`game-${locale}-1280`, DESKTOP, `${prefix}/games/${GAME}`],
      [`game-${locale}-375`, PHONE, `${prefix}/games/${GAME}`],
      [`blog-${locale}-1280`, DESKTOP, `${prefix}/blog/${POST}`],
      [`blog-${locale}-375`, PHONE, `${prefix}/blog/${POST}`],
      [`upload-${locale}-1280`, DESKTOP, `${prefix}/gameupload`],
      [`upload-${locale}-375`, PHONE, `${prefix}/gameupload`],
    ];
  }),
  ['player-en-375', PHONE, `/games/${GAME}`, playImmersive],
];

/** Presses Play on a phone and waits for the game inside the immersive player to finish loading. */
async function playImmersive(page) {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Exit fullscreen' }).waitFor();
  await page.getByTestId('game-loading').waitFor({ state: 'hidden', timeout: 20_000 });
}

async function settle(page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  // Lazy images near the top, fonts, and the idle-time parts (header search, account menu).
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800);
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [name, device, address, before] of SHOTS) {
      const context = await browser.newContext({ ...device, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const response = await page.goto(`${base}${address}`);
      if (!response?.ok()) throw new Error(`${address}: HTTP ${response?.status()}`);
      await settle(page);
      if (before) await before(page);
      const file = path.join(out, `${name}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
