import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Pages whose first view must be final when painted (docs/performance.md: CLS 0). */
const PAGES = ['/', '/games/snake', '/ar/games/snake', '/blog/welcome-to-playnook'];

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
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The remote parts that come once the page is idle: the header's account menu (desktop) and search combobox.
  if (desktop) await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Layout-shift entries are queued for the observer: one frame later every shift so far has been delivered.
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShifts ?? []), 0)),
      ),
  );
}

test('the first view does not move: no layout shift on desktop and phone', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const check = async (target: Page, size: string, desktop: boolean) => {
    for (const path of PAGES) {
      const shifts = await shiftsOf(target, path, desktop);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (total > 0)
        found.push(
          `${size} ${path}: CLS ${total.toFixed(4)}\n${shifts
            .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`)
            .join('\n')}`,
        );
    }
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await recordShifts(page);
  await check(page, '1280×800', true);

  const phone = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 375, height: 812 },
    userAgent: PHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await recordShifts(phonePage);
  await check(phonePage, '375×812', false);
  await phone.close();

  expect(found, 'layout shifts (element, box before → after)').toEqual([]);
});
