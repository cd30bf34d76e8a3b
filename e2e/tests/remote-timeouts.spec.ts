import type { Page } from '@playwright/test';
import { expect, remoteFallback, test } from './fixtures';

// A remote whose files never answer: the runtime gives up on each attempt and the boundary shows the fallback.
test.use({ allowConsoleErrors: /Federation Runtime|RUNTIME-\d{3}|timed out|React error #422/ });

/** Every load of a document in the tab: the first visit and any reload. */
function documentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

/** Requests for `file` of any blog version are held forever (never answered, never failed). */
async function hang(page: Page, file: string): Promise<void> {
  await page.route(`**/remotes/blog/*/${file}`, () => undefined);
}

for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
  test(`a blog whose ${file} hangs shows the fallback within 8 s and reloads at most once in 60 s`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The page's clock runs as usual, and jumps over the rest of the minute below instead of waiting it out.
    await page.clock.install();
    // A first visit warms the edge server and the browser's cache of the shell: the clock measures the remote.
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const loads = documentLoads(page);
    await hang(page, file);
    const started = Date.now();
    await page.goto('/blog', { waitUntil: 'commit' });

    // The load limit (two attempts of 2.5 s once the shell runs) is the point of this test: the fallback must come within 8 s.
    await expect(remoteFallback(page, 'blog').first()).toBeVisible({ timeout: 8_000 });
    expect(Date.now() - started).toBeLessThan(8_000);
    // The rest of the page keeps working meanwhile.
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // A remote that hangs is not fixed by a reload: the tab stays on its fallback.
    await page.clock.fastForward(Math.max(0, 60_000 - (Date.now() - started)));
    expect(loads.count, 'document loads within 60 s').toBeLessThanOrEqual(2);
    await expect(remoteFallback(page, 'blog').first()).toBeVisible();
  });
}
