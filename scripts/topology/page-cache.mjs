// The proxy as the portal's CDN (deploy/nginx/proxy.conf, docs/operations.md "Page caching"): a guest's page served
// from nginx's cache outpaces the edge's server render by an order of magnitude. A release reaching the cached page:
// releases.mjs.
import assert from 'node:assert/strict';
import { waitFor } from './http.mjs';

/** Cached throughput must be at least this many times the uncached one. */
const MIN_SPEED_UP = 10;

/** Requests per second for `total` GETs of `urlOf(i)` by `concurrency` loops; each answer must be a 200. */
async function throughput({ total, concurrency, urlOf, headers = {}, expectCache }) {
  let next = 0;
  const statuses = new Map();
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const response = await fetch(urlOf(i), { headers });
        await response.arrayBuffer();
        assert.equal(response.status, 200, `GET ${urlOf(i)} → ${response.status}`);
        const status = response.headers.get('x-cache-status') ?? 'none';
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - begun) / 1000;
  if (expectCache)
    assert.ok((statuses.get(expectCache) ?? 0) >= total * 0.9, `mostly ${expectCache}: ${[...statuses]}`);
  return { perSecond: total / seconds, statuses: Object.fromEntries(statuses) };
}

export async function pageCacheChecks({ plan, step }) {
  const front = plan.portalOrigin;

  await step('guest pages from the proxy cache: ≥ 10× the server-render throughput', async () => {
    const first = await fetch(`${front}/search?q=topology`);
    assert.equal(first.status, 200);
    assert.match(first.headers.get('cache-control') ?? '', /^public, max-age=0, s-maxage=\d+/);
    assert.ok(first.headers.get('etag'), 'a strong validator');
    // Every search a page of its own: each one rendered by the edge (its micro-cache keys on q too).
    const uncached = await throughput({
      total: 40,
      concurrency: 4,
      urlOf: (i) => `${front}/search?q=topology-${plan.run}-${i}`,
      expectCache: 'MISS',
    });
    await waitFor(
      'the page in the cache',
      async () => (await fetch(`${front}/search?q=topology`)).headers.get('x-cache-status') === 'HIT',
      { timeoutMs: 10_000 },
    );
    const cached = await throughput({
      total: 800,
      concurrency: 8,
      urlOf: () => `${front}/search?q=topology`,
    });
    // Answered from the kept copy: as is, stale while one request refreshes it, or after a 304 from the edge.
    const hits = ['HIT', 'UPDATING', 'STALE', 'REVALIDATED'].reduce(
      (sum, status) => sum + (cached.statuses[status] ?? 0),
      0,
    );
    assert.ok(hits >= 700, `answered by nginx: ${JSON.stringify(cached.statuses)}`);
    const speedUp = cached.perSecond / uncached.perSecond;
    const figures = `${cached.perSecond.toFixed(0)} req/s cached, ${uncached.perSecond.toFixed(1)} req/s rendered: ×${speedUp.toFixed(1)}`;
    assert.ok(speedUp >= MIN_SPEED_UP, figures);
    // A visitor whose page is their own never gets the shared copy.
    const own = await fetch(`${front}/search?q=topology`, { headers: { cookie: 'pn_signed_in=1' } });
    assert.equal(own.headers.get('x-cache-status'), 'BYPASS');
    assert.match(own.headers.get('cache-control') ?? '', /^private/);
    return figures;
  });
}
