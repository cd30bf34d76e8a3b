import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Pages whose first view must be final when painted (docs/performance.md: CLS 0). */
const PAGES = ['/', '/ar', '/games/snake', '/ar/games/snake', '/blog/welcome-to-playnook'];

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift without recent input from the start of each document, with what moved (element, box
 * before and after), so that a failure names the element to look at.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = (window.__layoutShifts = []);
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const id = node.getAttribute('data-testid') ?? node.id;
      return `${node.tagName.toLowerCase()}${id ? `#${id}` : ''}.${Array.from(node.classList).join('.')}`;
    };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(
            (s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads `path`, lets the page hydrate and finish what it does once idle (the account menu), then reads the shifts. */
async function shiftsOf(page: Page, path: string, desktop: boolean): Promise<Shift[]> {
  return (await loadAndMeasure(page, path, desktop)).shifts;
}

/** shiftsOf, with the HTML the server answered. */
async function loadAndMeasure(page: Page, path: string, desktop: boolean): Promise<{ shifts: Shift[]; html: string }> {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await page.waitForLoadState('networkidle');
  // The remote parts that come once the page is idle: the header's account menu (desktop) and search combobox.
  if (desktop) await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Layout-shift entries are queued for the observer: one frame later every shift so far has been delivered.
  const shifts = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShifts ?? []), 0)),
      ),
  );
  return { shifts, html };
}

/** What a failure prints: each shift with what moved. */
const described = (label: string, shifts: Shift[]) => {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return total > 0
    ? [
        `${label}: CLS ${total.toFixed(4)}\n${shifts
          .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`)
          .join('\n')}`,
      ]
    : [];
};

test('the first view does not move: no layout shift on desktop and phone', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const check = async (target: Page, size: string, desktop: boolean) => {
    for (const path of PAGES) found.push(...described(`${size} ${path}`, await shiftsOf(target, path, desktop)));
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await recordShifts(page);
  await check(page, '1280×800', true);
  // Lighthouse's desktop preset, where the bench measures CLS (docs/performance.md).
  await page.setViewportSize({ width: 1350, height: 940 });
  await check(page, '1350×940', true);

  const phone = await phoneContext(browser, baseURL);
  const phonePage = await phone.newPage();
  await recordShifts(phonePage);
  await check(phonePage, '375×812', false);
  await phone.close();

  expect(found, 'layout shifts (element, box before → after)').toEqual([]);
});

/** The phone of the checks above, in a context of its own. */
const phoneContext = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 375, height: 812 },
    userAgent: PHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
  });

/** A history of games played in this browser, as the player left it (newest first). */
const HISTORY = [
  { slug: 'merge-tiles', title: 'Merge Tiles', thumbnail: '', playedAt: 2_000 },
  { slug: 'snake', title: 'Snake', thumbnail: '', playedAt: 1_000 },
];

test("a returning player's home page has its continue row from the server, first, and does not move", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const found: string[] = [];
  const check = async (target: Page, size: string, desktop: boolean) => {
    await target.addInitScript((history) => {
      if (!localStorage.getItem('portal.recentlyPlayed'))
        localStorage.setItem('portal.recentlyPlayed', JSON.stringify(history));
    }, HISTORY);
    await recordShifts(target);
    // Any page the browser runs keeps the history's view hint (the shell, once started).
    await target.goto('/about');
    await expect
      .poll(async () => (await target.context().cookies()).find((c) => c.name === 'pn_vh_recent')?.value, {
        timeout: 30_000,
      })
      .toBe('merge-tiles.snake');
    // On a busy machine a render can miss its budget and leave the page to the browser: wait for one that made it
    // (the next second's requests get that page from the edge's page cache).
    await expect
      .poll(async () => (await (await target.request.get('/')).text()).includes('data-testid="continue-games"'), {
        timeout: 60_000,
      })
      .toBe(true);
    const { shifts, html } = await loadAndMeasure(target, '/', desktop);
    const row = html.indexOf('data-testid="continue-games"');
    expect(row, `${size}: the continue row is in the server's HTML`).toBeGreaterThan(0);
    expect(row, `${size}: before the grid`).toBeLessThan(html.indexOf('data-testid="hot-games"'));
    await expect(target.getByTestId('continue-games').getByTestId('game-card')).toHaveCount(2);
    found.push(...described(`${size} /`, shifts));
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await check(page, '1280×800', true);
  const phone = await phoneContext(browser, baseURL);
  await check(await phone.newPage(), '375×812', false);
  await phone.close();
  expect(found, 'layout shifts (element, box before → after)').toEqual([]);
});

test("a saved theatre mode is the game page's first view: no shift when it loads", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordShifts(page);
  await page.goto('/games/snake');
  await page.getByRole('button', { name: 'Theatre mode' }).click();
  await expect(page.getByTestId('game-player')).toHaveClass(/player--theatre/);
  const { shifts, html } = await loadAndMeasure(page, '/games/snake', true);
  expect(html, "theatre layout in the server's HTML").toMatch(/class="player player--theatre"/);
  await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'true');
  expect(described('1280×800 /games/snake in theatre mode', shifts)).toEqual([]);
});

test("a signed-in player's header and greeting are the server's: nothing moves", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const found: string[] = [];
  const check = async (target: Page, size: string, desktop: boolean) => {
    const { name } = await signIn(target, 'Layout Keeper');
    await recordShifts(target);
    await target.goto('/about');
    await expect
      .poll(async () => (await target.context().cookies()).find((c) => c.name === 'pn_vh_name')?.value, {
        timeout: 30_000,
      })
      .toBe(encodeURIComponent(name));
    for (const path of ['/', '/games/snake']) {
      const { shifts, html } = await loadAndMeasure(target, path, desktop);
      expect(html, `${size} ${path}: the signed-in header from the server`).toContain('class="header__menu-place"');
      found.push(...described(`${size} ${path}`, shifts));
      if (path === '/') await expect(target.getByRole('heading', { level: 1 })).toContainText(name);
    }
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await check(page, '1280×800', true);
  const phone = await phoneContext(browser, baseURL);
  await check(await phone.newPage(), '375×812', false);
  await phone.close();
  expect(found, 'layout shifts (element, box before → after)').toEqual([]);
});
