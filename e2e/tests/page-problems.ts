import type { Page, Request } from '@playwright/test';

/** How long the network must stay idle before a visit counts as settled, and the longest wait for that. */
const QUIET_MS = 250;
const SETTLE_LIMIT_MS = 5_000;

export interface NetworkTracker {
  /** Resolves once no request has been in flight for QUIET_MS (or after SETTLE_LIMIT_MS). */
  settle(): Promise<void>;
}

const trackers = new WeakMap<Page, NetworkTracker>();

/** Counts the page's requests in flight from now on; one tracker per page, however often asked for. */
export function trackNetwork(page: Page): NetworkTracker {
  const known = trackers.get(page);
  if (known) return known;
  // By identity, so that a request which started before the tracker cannot make the count go wrong.
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const tracker: NetworkTracker = {
    async settle() {
      const since = Date.now();
      while (Date.now() - since < SETTLE_LIMIT_MS && (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS)) {
        await page.waitForTimeout(50);
      }
    },
  };
  trackers.set(page, tracker);
  return tracker;
}

/** The API's fire-and-forget reports (shell/src/federation/health.ts, shared/src/analytics/queue.ts). */
const BEACON = /\/app\/api\/v1\/(remote-health|analytics)/;

export interface PageProblems extends NetworkTracker {
  /**
   * Every console error, header warning, uncaught error, failed request and response >= 400 seen so far, with its
   * address.
   */
  readonly list: string[];
  /** A document the test asks for with this status on purpose (the 404 page): its status and console line are fine. */
  expectDocument(url: string, status: number): void;
}

/**
 * Watches a page for the smoke's "no console errors, no failed requests other than deliberate ones"; settle() waits
 * for the network to go quiet, so that late failures of a visit count too.
 */
export function watchProblems(page: Page): PageProblems {
  const network = trackNetwork(page);
  const list: string[] = [];
  const deliberate = new Map<string, number>();

  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // A report sent with keepalive (remote health, analytics) goes on after the page: when the next visit starts
    // while it is on its way, the page sees it cut off, but the browser still delivers it. Refusals still count
    // (a response >= 400, below).
    if (error === 'net::ERR_ABORTED' && request.method() === 'POST' && BEACON.test(new URL(request.url()).pathname))
      return;
    list.push(`request failed (${error}): ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400 || deliberate.get(response.url()) === response.status()) return;
    list.push(`status ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    // A header the browser cannot read (an unknown Permissions-Policy feature, a malformed CSP) is a warning only.
    if (message.type() === 'warning' && /^Error with .+ header/.test(message.text())) {
      list.push(`header warning on ${page.url()}: ${message.text()}`);
      return;
    }
    if (message.type() !== 'error') return;
    // Chromium logs a document served with an error status as a failed resource load.
    if (deliberate.has(message.location().url) && /status of \d{3}/.test(message.text())) return;
    list.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => list.push(`uncaught on ${page.url()}: ${error.message}`));

  return { list, expectDocument: (url, status) => deliberate.set(url, status), settle: () => network.settle() };
}
