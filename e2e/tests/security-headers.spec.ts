import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/** Another site: a page on its own port that tries to frame the portal's account page. */
const OTHER_PORT = Number(process.env.E2E_PORT ?? 18080) + 2;

test.describe('security headers', () => {
  let other: Server;
  test.beforeAll(async ({ baseURL }) => {
    other = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Elsewhere</title><iframe id="victim" src="${baseURL}/account"></iframe>`);
    });
    await new Promise<void>((resolve) => other.listen(OTHER_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

  test('every page answers with the CSP, framing, sniffing, referrer and permissions headers', async ({ request }) => {
    for (const path of ['/', '/games/snake', '/account']) {
      const response = await request.get(path, { headers: { cookie: 'i18n_redirected=en' } });
      const headers = response.headers();
      // Pages carry no nonce (a shared cache gives one copy to every guest): their one inline script by its hash.
      expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
      const scripts = headers['content-security-policy']!.split(';').find((d) => d.includes('script-src'));
      expect(scripts, path).not.toMatch(/'nonce-|unsafe/);
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'self'/);
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  test.describe('framed by another origin', () => {
    // Chromium logs the refusal as a console error; that is the point of this test.
    test.use({ allowConsoleErrors: /Refused to (display|frame)|frame-ancestors|X-Frame-Options/ });

    test('the account page refuses to be framed by another site', async ({ page, baseURL }) => {
      const address = other.address() as AddressInfo;
      const accountResponse = page.waitForResponse(`${baseURL}/account`);
      await page.goto(`http://127.0.0.1:${address.port}/`);
      expect((await accountResponse).headers()['x-frame-options']).toBe('SAMEORIGIN');
      const victim = page.frames().find((frame) => frame !== page.mainFrame());
      expect(victim).toBeTruthy();
      // A refused frame shows the browser's error page instead of the portal: no #root, no account remote.
      await expect.poll(() => victim!.url()).not.toBe(`${baseURL}/account`);
      await expect(page.frameLocator('#victim').locator('#root')).toHaveCount(0);
    });
  });
});
