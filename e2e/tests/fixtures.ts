import { test as base, expect, type Page } from '@playwright/test';

export const REMOTES = ['games', 'account', 'blog', 'upload'] as const;
export type Remote = (typeof REMOTES)[number];

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the ones it causes on purpose
 * (e.g. a remote it blocks).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsoleErrors?.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (!allowConsoleErrors?.test(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Blocks every file of one remote, as if its static host were down. */
export async function blockRemote(page: Page, remote: Remote): Promise<void> {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}

export const remoteFallback = (page: Page, remote: Remote) => page.locator(`[data-remote-fallback="${remote}"]`);
