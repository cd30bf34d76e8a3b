import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

const API = '/app/api/v1';
/** The studio's known accounts, made by the API's start with STUDIO_DEMO_ACCOUNTS=1 (docs/testing.md). */
export const MAKER_EMAIL = 'studio-maker@example.test';
export const OPERATOR_EMAIL = 'studio-operator@example.test';
export const OPERATOR_NAME = 'Studio Operator';
export const DEMO_GAME = { slug: 'studio-demo', title: 'Studio Demo' };
const PASSWORD = 'correct-horse-7';

/**
 * Signs one of the known accounts in through the identity provider and POST /auth/login, as the account remote
 * does, and stores the session where the shell reads it (the portal's documents only, not a game's frame).
 */
export async function signInKnown(page: Page, email: string): Promise<string> {
  const signIn = await page.request.post(`${API}/identity/sign-in`, { data: { email, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  const login = await page.request.post(`${API}/auth/login`, {
    data: { token, type: 1, device_id: `e2e-device-${email.split('@')[0]}`, login_type: 'aware' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token, expires_at, user } = (
    (await login.json()) as { data: { access_token: string; expires_at: number; user: unknown } }
  ).data;
  await page.addInitScript(
    ({ auth, portal }) => {
      if (location.origin === portal) window.localStorage.setItem('portal.auth', JSON.stringify(auth));
    },
    { auth: { user, access_token, expires_at, isLoggedIn: true }, portal: new URL(process.env.E2E_BASE_URL!).origin },
  );
  return access_token;
}

/** Another browser: a context of its own (no storage, cookies or cache shared with the test's page). */
export const otherBrowser = (browser: Browser, baseURL: string): Promise<BrowserContext> =>
  browser.newContext({ baseURL, serviceWorkers: 'block' });

/** The cells of a chart's data table, row by row (the first cell of each row is its heading). */
export async function chartTable(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );
}
