// The proxy as the portal's CDN (deploy/nginx/proxy.conf, docs/operations.md "Page caching"): a guest's page served
// from nginx's cache outpaces the edge's server render by an order of magnitude, and a release (a remote's pointer
// rolled to another version) reaches the cached page within seconds.
import assert from 'node:assert/strict';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rollback } from '@portal/release';
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

/** The blog version a page's inlined registry names. */
const blogVersionOf = (html) =>
  JSON.parse(/<script type="application\/json" id="portal-remotes">(\{.*?\})<\/script>/s.exec(html)?.[1] ?? '{}').blog
    ?.version;

/**
 * A second blog version to release: a copy of the current one under another name, with its integrity record (the
 * edge serves only recorded versions). Returns a function restoring the dist folder as it was.
 */
async function copyVersion(distDir, version, copy) {
  const saved = {};
  for (const file of ['current.json', 'integrity.json', 'releases.json'])
    saved[file] = await readFile(path.join(distDir, file), 'utf8').catch(() => null);
  await cp(path.join(distDir, version), path.join(distDir, copy), { recursive: true });
  const integrity = JSON.parse(saved['integrity.json']);
  await writeFile(path.join(distDir, 'integrity.json'), JSON.stringify({ ...integrity, [copy]: integrity[version] }));
  return async () => {
    for (const [file, text] of Object.entries(saved)) {
      if (text === null) await rm(path.join(distDir, file), { force: true });
      else await writeFile(path.join(distDir, file), text);
    }
    await rm(path.join(distDir, copy), { recursive: true, force: true });
  };
}

export async function pageCacheChecks({ plan, step, repoRoot, releaseWithinMs }) {
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

  await step('a release reaches the cached page within seconds', async () => {
    const distDir = path.join(repoRoot, 'mfe-blog', 'dist');
    const { version } = JSON.parse(await readFile(path.join(distDir, 'current.json'), 'utf8'));
    const copy = `${version}-topology-${plan.run}`;
    const url = `${front}/blog`;
    await waitFor(
      'the blog page cached',
      async () => {
        const response = await fetch(url);
        const html = await response.text();
        return response.headers.get('x-cache-status') === 'HIT' && blogVersionOf(html) === version;
      },
      { timeoutMs: 15_000 },
    );
    const restore = await copyVersion(distDir, version, copy);
    try {
      const released = Date.now();
      await rollback({ distDir, remote: 'blog', version: copy });
      await waitFor(
        `the cached page naming ${copy}`,
        async () => blogVersionOf(await (await fetch(url)).text()) === copy,
        { timeoutMs: releaseWithinMs, intervalMs: 200 },
      );
      return `${copy} named by the cached page ${((Date.now() - released) / 1000).toFixed(1)} s after the release`;
    } finally {
      await restore();
    }
  });
}
