import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Two full page loads each, then an idle moment: on a busy machine that can take well over half a minute.
test.describe.configure({ timeout: 60_000 });

const isAnalytics = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/app/api/v1/analytics/events');

/** The part of a sent event these tests read. */
interface SentEvent {
  name: string;
  path: string;
  device_id: string;
  props: Record<string, unknown>;
}

/**
 * The shell starts analytics once the page has loaded and is idle (after hydration, at most 2 s after load): a hide
 * before that has no listener to send anything. An idle callback asked for now runs after the shell's.
 */
async function analyticsStarted(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

const eventsOf = (request: Request) => (JSON.parse(request.postData()!) as { events: SentEvent[] }).events;

test('the landing visit and the online time are sent with sendBeacon on page hide and accepted by the API', async ({
  page,
}) => {
  await page.goto('/fr/?utm_source=google&utm_medium=&email=someone@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jeux en ligne gratuits');
  await analyticsStarted(page);
  // The leave timer reports whole seconds of visible time, and nothing under one.
  await page.waitForTimeout(1_600);

  // A real navigation sends the same beacon, but Playwright does not report requests of a document that is
  // unloading; dispatching pagehide runs the same handler on a page that stays, so the request can be inspected.
  const beacon = page.waitForRequest(isAnalytics);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const request = await beacon;
  expect((await request.response())?.status()).toBe(202);

  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const events = eventsOf(request);
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

/**
 * The landing page, a second page, then the page hidden, which sends everything queued at once (sendBeacon). Answers
 * the analytics requests seen up to a request the page makes right after hiding, so nothing sent is missed.
 */
async function visitThenHide(page: Page): Promise<Request[]> {
  const sent: Request[] = [];
  page.on('request', (request) => void (isAnalytics(request) && sent.push(request)));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await analyticsStarted(page);
  const marker = page.waitForRequest((request) => request.url().endsWith('/app/api/v1/health'));
  await page.evaluate(async () => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await fetch('/app/api/v1/health');
  });
  await marker;
  return sent;
}

const storedSource = (page: Page) => page.evaluate(() => localStorage.getItem('portal.analytics.source'));

test('without Global Privacy Control, the visits are sent when the page is hidden', async ({ page }) => {
  const sent = await visitThenHide(page);
  // The beacon leaves before the marker request; the browser may report the two in either order.
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  const events = sent.flatMap(eventsOf);
  expect(events).toContainEqual(expect.objectContaining({ name: 'visit', path: '/about' }));
  expect((await sent[0]!.response())?.status()).toBe(202);
  expect(await storedSource(page)).not.toBeNull();
});

test('Global Privacy Control turns analytics off: the same visit sends nothing and stores nothing', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  expect(await visitThenHide(page)).toEqual([]);
  expect(await storedSource(page)).toBeNull();
});
