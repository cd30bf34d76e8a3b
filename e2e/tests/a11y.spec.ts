import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { localizePath, type LocaleCode } from '@portal/shared/i18n/locales';
import { apiPlayer, expect, signIn, test } from './fixtures';
import { messagesOf } from './messages';
import { trackNetwork } from './page-problems';
import { routeSamples } from './route-samples';

// axe-core (all its rules but the experimental ones, plus label-content-name-mismatch: a control's name contains the
// words it shows) on every page of the page table (at a desktop size in English and Arabic, at a phone size in Arabic)
// and on every overlay box, in English and in Arabic (right-to-left), as a guest and signed in. The page-table walks also check what every page is (its
// language and direction, hydrated without a console error, no error screen or remote fallback): they are the English
// and Arabic walks of shell-routes.spec.ts and server-render.spec.ts. Serious and critical violations fail; the others are listed as
// annotations of the test. A game's own document is the game maker's, not the portal's: the frame is left out,
// the player around it is not.
const LOCALES: LocaleCode[] = ['en', 'ar'];
const BLOCKING = new Set(['serious', 'critical']);
const GAME_FRAME = '[data-testid="game-frame"]';
const API = '/app/api/v1';

const snakeTitle = (locale: LocaleCode) =>
  (
    JSON.parse(readFileSync(path.resolve(__dirname, '../../api/seed/game-meta/snake.json'), 'utf8')) as {
      i18n: Record<string, { title: string }>;
    }
  ).i18n[locale]!.title;

/** Runs axe on the page (or inside `scope`) once the network is quiet; serious or critical findings fail softly. */
async function expectAccessible(page: Page, what: string, scope?: string): Promise<void> {
  await trackNetwork(page).settle();
  // Legacy mode runs axe in the page itself instead of merging per-frame results in a new blank page, which costs
  // half a second per run; the only frames on these pages are games, left out anyway.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude(GAME_FRAME)
    .exclude('[data-testid="upload-preview"]')
    // Experimental in axe, but what a speech-input user relies on: saying what a control shows operates it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} — ${v.nodes
      .slice(0, 5)
      .map((node) => node.target.join(' '))
      .join(' | ')}`;
  for (const v of violations.filter((v) => !BLOCKING.has(v.impact ?? '')))
    test.info().annotations.push({ type: `axe (${what})`, description: describe(v) });
  expect
    .soft(
      violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe),
      `serious or critical axe violations: ${what}`,
    )
    .toEqual([]);
}

const overlay = (page: Page) => page.getByTestId('overlay');

/** Waits until the overlay shows `box` with `ready` inside it, then checks the dialog alone. */
async function expectAccessibleBox(page: Page, box: string, ready: Locator): Promise<void> {
  await expect(overlay(page)).toHaveAttribute('data-box', box);
  await expect(ready).toBeVisible();
  await expectAccessible(page, `overlay ${box}`, '[data-testid="overlay"]');
}

/** A zip the upload checks pass: an index.html that loads the bridge. */
const cleanZip = () => ({
  name: 'axe-game.zip',
  mimeType: 'application/zip',
  buffer: Buffer.from(
    zipSync({
      'index.html': strToU8(
        '<!doctype html><html lang="en"><title>Axe</title><script src="/sdk/v1/portal-bridge.js"></script><canvas id="game"></canvas></html>',
      ),
    }),
  ),
});

/**
 * The page-table walks: every page at a laptop size in both locales, and at a phone size in Arabic. The phone layout
 * is the same document with other CSS (the server renders both chromes), so one phone walk covers it; right to left at
 * 375 px is where it is the furthest from the laptop walks.
 */
const WALKS: Array<{ locale: LocaleCode; size: { width: number; height: number } }> = [
  { locale: 'en', size: { width: 1280, height: 800 } },
  { locale: 'ar', size: { width: 1280, height: 800 } },
  { locale: 'ar', size: { width: 375, height: 812 } },
];

for (const { locale, size } of WALKS) {
  test(`${locale}: every page of the page table, signed in, at ${size.width}×${size.height}`, async ({
    page,
    context,
  }) => {
    // 22 addresses, each loaded and checked, with a budget of its own: two tabs take every other one, so that one
    // loads while axe works in the other (axe is most of the time, on one core).
    test.setTimeout(300_000);
    await signIn(page, 'Page Checker');
    await page.setViewportSize(size);
    // The session is then in the context's storage, which the second tab shares.
    await page.goto(localizePath('/', locale));
    const second = await context.newPage();
    await second.setViewportSize(size);
    // The fixtures watch the first tab's console; the second's is watched here.
    const secondErrors: string[] = [];
    second.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A missing page is served with status 404 on purpose; the browser logs the document failing to load.
      if (/status of 404/.test(message.text()) && message.location().url === second.url()) return;
      secondErrors.push(message.text());
    });
    second.on('pageerror', (error) => secondErrors.push(`pageerror: ${error.message}`));
    const samples = routeSamples();
    await Promise.all(
      [page, second].map(async (tab, index) => {
        for (const sample of samples.filter((_, n) => n % 2 === index)) {
          const url = localizePath(sample.path, locale);
          // Resolves once the page has hydrated (fixtures.ts).
          await tab.goto(url);
          await expect(tab.locator('h1').first(), url).toBeVisible();
          // What every page is, checked here where each is loaded anyway (smoke-locales.spec.ts boots every route in two more locales).
          await expect(tab.locator('html'), url).toHaveAttribute('lang', locale);
          await expect(tab.locator('html'), url).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          if (sample.status === 200) {
            await expect(tab.getByTestId('error-screen'), url).toHaveCount(0);
            await expect(tab.locator('[data-remote-fallback]'), url).toHaveCount(0);
          }
          await expectAccessible(tab, `${sample.path} at ${size.width}×${size.height}`);
        }
      }),
    );
    expect(secondErrors, 'console errors in the second tab').toEqual([]);
  });
}

for (const locale of LOCALES) {
  const shell = messagesOf('shell', locale);
  const games = messagesOf('games', locale);
  const account = messagesOf('account', locale);
  const upload = messagesOf('upload', locale);
  const at = (pathname: string) => localizePath(pathname, locale);

  test(`${locale}: as a guest: the player playing, upload; the search, contact login and login overlays`, async ({
    page,
  }) => {
    // The pages themselves are checked signed in above; here what only a guest sees, and each overlay: a long flow
    // with its own budget.
    test.setTimeout(120_000);
    await page.goto(at('/games/snake'));
    await expect(page.getByRole('heading', { level: 1, name: snakeTitle(locale) })).toBeVisible();
    // Playing changes only the player: its stage holds the frame now, with its own controls around it.
    await page.getByRole('button', { name: games('game.play'), exact: true }).click();
    await expect(page.locator(GAME_FRAME)).toBeVisible();
    await expect(page.getByTestId('game-loading')).toBeHidden({ timeout: 15_000 });
    await expectAccessible(page, 'game player, playing', '[data-testid="game-player"]');

    await page.goto(at('/gameupload'));
    await expect(page.getByTestId('upload-guest')).toBeVisible();
    await expectAccessible(page, 'upload, guest');

    // The upload page's Sign in opens the sign-in box itself.
    await page
      .getByTestId('upload-guest')
      .getByRole('button', { name: upload('page.guest.signIn') })
      .click();
    await expectAccessibleBox(page, 'login', overlay(page).getByLabel(account('login.emailLabel')));
    await page.keyboard.press('Escape');
    await expect(overlay(page).getByLabel(account('login.emailLabel'))).toBeHidden();
    // Contact us as a guest: the "sign in to contact us" prompt, whose Sign in leads to the same box.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: shell('overlay.contactusmenu') })
      .click();
    await expectAccessibleBox(
      page,
      'contactlogin',
      overlay(page).getByRole('button', { name: account('contactLogin.cancel') }),
    );
    await overlay(page)
      .getByRole('button', { name: account('menu.signIn') })
      .click();
    await expect(overlay(page)).toHaveAttribute('data-box', 'login');
    await page.keyboard.press('Escape');

    // The search box is an overlay on small screens (the compact header's button), shown as a bottom sheet.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('open-search').click();
    await expectAccessibleBox(page, 'search', overlay(page).getByRole('combobox'));
    await overlay(page).getByRole('combobox').fill(snakeTitle(locale));
    await expect(overlay(page).getByRole('option').first()).toBeVisible();
    await expectAccessible(page, 'overlay search, suggestions', '[data-testid="overlay"]');
  });

  test(`${locale}: upload form and every signed-in overlay`, async ({ page }) => {
    test.setTimeout(120_000);
    const me = await signIn(page, 'Axe Checker');
    // A reply to the player's comment, so the notification list and its details have something to show.
    const post = async (token: string, data: unknown) => {
      const res = await page.request.post(`${API}/user/g/comment/create`, {
        data,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as { data: { id: number } }).data;
    };
    const comment = await post(me.accessToken, { slug: 'snake', content: 'Checking the overlays' });
    const replier = await apiPlayer(page.request, 'Axe Replier');
    await post(replier.access_token, { slug: 'snake', content: 'Replying for the check', parent_id: comment.id });

    await page.goto(at('/gameupload'));
    await page.getByTestId('upload-file-input').setInputFiles(cleanZip());
    await expect(page.getByTestId('upload-report')).toHaveAttribute('data-status', 'clean', { timeout: 30_000 });
    await expect(page.getByTestId('upload-form')).toBeVisible();
    await expectAccessible(page, 'upload form');

    await page.goto(at('/games/snake'));
    await page.getByRole('button', { name: games('game.shareMore') }).click();
    await expectAccessibleBox(page, 'share', overlay(page).getByRole('link').first());
    await page.keyboard.press('Escape');

    // A broken game is reported in place, without an account.
    await page.getByRole('button', { name: games('game.report') }).click();
    await expect(page.getByTestId('report-form').getByRole('radio').first()).toBeVisible();
    await expectAccessible(page, 'game report form');

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: shell('overlay.contactusmenu') })
      .click();
    await expectAccessibleBox(page, 'contactusmenu', overlay(page).getByTestId('contact-menu'));
    await overlay(page)
      .getByRole('button', { name: new RegExp(account('contact.menu.feedback.title')) })
      .click();
    await expectAccessibleBox(page, 'contactusform', overlay(page).getByRole('textbox'));
    await overlay(page)
      .getByRole('button', { name: account('contact.back') })
      .click();
    await overlay(page)
      .getByRole('button', { name: new RegExp(account('contact.menu.other.title')) })
      .click();
    await expectAccessibleBox(page, 'contactusother', overlay(page).getByRole('textbox'));
    await page.keyboard.press('Escape');

    await page.getByTestId('account-menu').click();
    await expectAccessibleBox(
      page,
      'loginuserinfo',
      overlay(page).getByRole('button', { name: account('userInfo.favoritesLink') }),
    );
    await overlay(page)
      .getByRole('button', { name: account('userInfo.favoritesLink') })
      .click();
    await expectAccessibleBox(page, 'favorites', overlay(page).getByTestId('list-empty'));
    await page.keyboard.press('Escape');

    await page.getByTestId('notifications-bell').click();
    const note = overlay(page).getByTestId('notification').first();
    await expectAccessibleBox(page, 'notifications', note);
    await note.getByRole('button').first().click();
    await expectAccessibleBox(page, 'notificationsdetails', overlay(page).getByRole('link').first());
  });
}
