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

/** Requests for `file` of any blog version are held forever (never answered, never failed); returns how many came. */
async function hang(page: Page, file: string): Promise<{ count: number }> {
  const requests = { count: 0 };
  await page.route(`**/remotes/blog/*/${file}`, () => {
    requests.count += 1;
  });
  return requests;
}

/** Stops the page's clock where it is; the moment named may already be past when the page gets it, then try later. */
async function pauseNow(page: Page): Promise<void> {
  for (const ahead of [50, 250, 1_000]) {
    const at = await page.evaluate((ms) => Date.now() + ms, ahead);
    const paused = await page.clock.pauseAt(at).then(
      () => true,
      (error: Error) => (/to the past/.test(error.message) ? false : Promise.reject(error)),
    );
    if (paused) return;
  }
  throw new Error('the page clock could not be paused');
}

// The page's own clock measures the wait, not the wall clock: on a busy machine starting the browser and parsing the
// shell can take seconds, which is not what the load limit is about. The clock runs while the page boots and stops
// once the remote's first request is out; the test then moves it on by hand, and every timer due on the way fires.
const LOAD_LIMIT_MS = 8_000;

for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
  test(`a blog whose ${file} hangs shows the fallback within 8 s and reloads at most once in 60 s`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    // A first visit warms the edge server and the browser's cache of the shell.
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const loads = documentLoads(page);
    const requests = await hang(page, file);
    await page.goto('/blog', { waitUntil: 'commit' });
    await expect.poll(() => requests.count, { message: `the shell asked for ${file}` }).toBeGreaterThan(0);
    await pauseNow(page);

    // Two attempts with their limits, from the first request on, fit in the 8 s a visitor waits.
    await page.clock.runFor(LOAD_LIMIT_MS);
    await expect(remoteFallback(page, 'blog').first()).toBeVisible({ timeout: 15_000 });
    // The manifest is fetched twice; the browser may serve the entry script's second attempt from the first request.
    if (file === 'mf-manifest.json') expect(requests.count, 'attempts at the manifest').toBe(2);
    // The rest of the page keeps working meanwhile.
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // A remote that hangs is not fixed by a reload: the tab stays on its fallback for the rest of the minute.
    await page.clock.runFor(60_000 - LOAD_LIMIT_MS);
    expect(loads.count, 'document loads within 60 s').toBeLessThanOrEqual(2);
    await expect(remoteFallback(page, 'blog').first()).toBeVisible();
  });
}
