import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const REMOTES = ['games', 'account', 'blog', 'upload', 'studio'] as const;
export type Remote = (typeof REMOTES)[number];

/** What the CSP guard's init script writes before each violation it reports on the console. */
const CSP_VIOLATION = '[securitypolicyviolation]';

/**
 * Pages arrive rendered on the server and become interactive when the browser has hydrated them
 * (docs/server-rendering.md): a click before that would land on inert HTML. Navigations wait for the page's
 * `data-hydrated` marker, as a player waits for the page to respond; pages the server did not render, and contexts
 * without JavaScript, go on at once.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // The server's mark (a JSON element) is there before the shell's scripts have run.
        !((window as { __PORTAL_SSR__?: unknown }).__PORTAL_SSR__ || document.getElementById('portal-ssr')) ||
        document.documentElement.dataset.hydrated === 'true',
      undefined,
      { timeout: 15_000 },
    )
    // Some specs mean a page not to come alive (a remote blocked, the network gone) and check what shows instead;
    // the wait is named in the report, so that a page that never marks itself live does not pass unseen.
    .catch(() => {
      base.info().annotations.push({ type: 'not hydrated within 15 s', description: page.url() });
      console.warn(`not hydrated within 15 s: ${page.url()} (${base.info().title})`);
    });
}

/** Pages whose context runs no JavaScript: nothing hydrates there. */
const WITHOUT_JAVASCRIPT = new WeakSet<Page>();
let navigationPatched = false;

/**
 * Every page's goto and reload, in any context a test opens (a second device, a fresh tab), resolve once the page
 * has hydrated: patched once on Playwright's Page class.
 */
function waitForHydrationOnNavigation(page: Page): void {
  if (navigationPatched) return;
  navigationPatched = true;
  const proto = Object.getPrototypeOf(page) as Pick<Page, 'goto' | 'reload'>;
  const { goto, reload } = proto;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    if (!WITHOUT_JAVASCRIPT.has(this)) await waitForHydration(this);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    if (!WITHOUT_JAVASCRIPT.has(this)) await waitForHydration(this);
    return response;
  };
}

export const test = base.extend<{ allowConsoleErrors: RegExp | null; consoleGuard: void; cspGuard: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    waitForHydrationOnNavigation(page);
    if (javaScriptEnabled === false) WITHOUT_JAVASCRIPT.add(page);
    await use(page);
  },
  allowConsoleErrors: [null, { option: true }],
  /**
   * Every test fails on a console error or an uncaught page error, unless it declares the ones it causes on purpose
   * (e.g. a remote it blocks).
   */
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || allowConsoleErrors?.test(message.text())) return;
        // A missing page is served with status 404 on purpose; the browser logs that as the document failing to load.
        if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (!allowConsoleErrors?.test(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every test fails on a Content-Security-Policy violation in any page or frame of its browser context, whatever
   * console errors it allows: the portal's policy must hold for everything the portal really does.
   */
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const blocked = event.blockedURI || 'inline';
          console.error(`${mark} ${event.effectiveDirective} blocked ${blocked} on ${location.href}`);
        });
      }, CSP_VIOLATION);
      context.on('console', (message) => {
        if (message.text().startsWith(CSP_VIOLATION)) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A games-origin URL as the test runner (Node) can request it: Node resolves no `*.localhost` name, so the request
 * goes to 127.0.0.1 with the game's host in the Host header, as Chromium would send it.
 */
export function onLoopback(href: string): { url: string; headers: { host: string } } {
  const url = new URL(href);
  const host = url.host;
  url.hostname = '127.0.0.1';
  return { url: url.href, headers: { host } };
}

/** Blocks every file of one remote, as if its static host were down. */
export async function blockRemote(page: Page, remote: Remote): Promise<void> {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}

export const remoteFallback = (page: Page, remote: Remote) => page.locator(`[data-remote-fallback="${remote}"]`);

/**
 * Signs a new player up with the portal's identity provider and logs them in through POST /auth/login — the real
 * API, as the account remote does it.
 */
export async function apiPlayer(
  request: APIRequestContext,
  name: string,
  deviceId = 'e2e-device-0001',
): Promise<{ access_token: string; expires_at: number; user: { name: string } }> {
  const api = '/app/api/v1';
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signUp = await request.post(`${api}/identity/sign-up`, { data: { email, password: 'correct-horse-7', name } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { token } = ((await signUp.json()) as { data: { token: string } }).data;
  const login = await request.post(`${api}/auth/login`, {
    data: { token, type: 1, device_id: deviceId, login_type: 'aware' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { access_token: string; expires_at: number; user: { name: string } } }).data;
}

/** A new player (apiPlayer) whose session is stored where the shell reads it. Call before page.goto. */
export async function signIn(page: Page, name = 'E2E Player'): Promise<{ name: string; accessToken: string }> {
  const { access_token, expires_at, user } = await apiPlayer(page.request, name);
  // Only in the portal's documents: a game's frame (another site) may have no storage at all.
  await page.addInitScript(
    ({ auth, portal }) => {
      if (location.origin === portal) window.localStorage.setItem('portal.auth', JSON.stringify(auth));
    },
    { auth: { user, access_token, expires_at, isLoggedIn: true }, portal: new URL(process.env.E2E_BASE_URL!).origin },
  );
  return { name: user.name, accessToken: access_token };
}
