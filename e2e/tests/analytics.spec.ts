import type { Request } from '@playwright/test';
import type { AnalyticsWireEvent } from '@portal/shared/analytics/events';
import { expect, test } from './fixtures';

const isAnalytics = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/app/api/v1/analytics/events');

test('the landing visit and the online time are sent with sendBeacon on page hide and accepted by the API', async ({
  page,
}) => {
  await page.goto('/fr/?utm_source=google&utm_medium=&email=someone@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jeux en ligne gratuits');
  // The leave timer reports whole seconds of visible time, and nothing under one.
  await page.waitForTimeout(1_600);

  // A real navigation sends the same beacon, but Playwright does not report requests of a document that is
  // unloading; dispatching pagehide runs the same handler on a page that stays, so the request can be inspected.
  const beacon = page.waitForRequest(isAnalytics);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const request = await beacon;
  expect((await request.response())?.status()).toBe(202);

  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const { events } = JSON.parse(request.postData()!) as { events: AnalyticsWireEvent[] };
  const visit = events.find((e) => e.name === 'visit')!;
  expect(visit).toMatchObject({
    path: '/fr',
    locale: 'fr',
    platform: 'web',
    props: { landing: true },
    source: { type: 'search_engine', originalValue: 'google', urlParams: { utm_source: 'google' } },
  });
  expect(visit.device_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(JSON.stringify(events)).not.toContain('example.com');
  const leave = events.find((e) => e.name === 'leave')!;
  expect(leave.props.duration).toBeGreaterThanOrEqual(1);
});

test('Global Privacy Control turns analytics off', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const sent: string[] = [];
  page.on('request', (request) => isAnalytics(request) && sent.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/about');
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('portal.analytics.source'))).toBeNull();
});
