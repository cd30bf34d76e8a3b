// Releases through the deploy API, as the compose deployment makes them: a team's release and a rollback are each a
// request to the API, and every edge (each with its own data folder, no disk shared) learns them by long poll and
// copies the version from the bucket. Each must be on every edge within 2 s, and the release in the proxy's cached
// page within PAGE_S_MAXAGE_S and a revalidation.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deployApi, versionIntegrity } from '../release/deploy-api.mjs';
import { waitFor } from './http.mjs';

/** Every edge must name a release or a rollback this soon after the API answered it (docs/operations.md). */
const ON_EVERY_EDGE_MS = 2_000;
/** How long the checks look before they give up: past the bound, so a slow edge shows its figure. */
const LOOK_FOR_MS = 15_000;

/** The blog version a page's inlined registry names. */
const blogVersionOf = (html) =>
  JSON.parse(/<script type="application\/json" id="portal-remotes">(\{.*?\})<\/script>/s.exec(html)?.[1] ?? '{}').blog
    ?.version;

/**
 * Milliseconds from `since` until each edge's /remotes.json (never cached) names `version` for the blog, polled
 * every 20 ms with a bound; fails naming the edges that were late.
 */
async function onEveryEdge(edgeUrls, version, since) {
  const figures = await Promise.all(
    edgeUrls.map(async (url) => {
      await waitFor(
        `${url} naming blog ${version}`,
        async () => (await (await fetch(`${url}/remotes.json`)).json()).blog?.version === version,
        { timeoutMs: LOOK_FOR_MS, intervalMs: 20 },
      );
      return Date.now() - since;
    }),
  );
  const late = figures.filter((ms) => ms > ON_EVERY_EDGE_MS);
  assert.equal(late.length, 0, `${version} on the edges after ${figures.join(' / ')} ms (bound ${ON_EVERY_EDGE_MS})`);
  return figures;
}

export async function releaseChecks({ plan, step, repoRoot, operatorToken, releaseWithinMs }) {
  const front = plan.portalOrigin;
  const edgeUrls = plan.edges.map((address) => `http://${address}:${plan.ports.edge}`);
  const api = deployApi({ portal: front }, { DEPLOY_TOKEN: operatorToken, RELEASE_BY: 'topology test' });
  const distDir = path.join(repoRoot, 'mfe-blog', 'dist');
  const { version } = JSON.parse(await readFile(path.join(distDir, 'current.json'), 'utf8'));
  const copy = `${version}-topology-${plan.run}`;
  const figures = {};

  await step(
    'a release through the deploy API: on every edge within 2 s, in the cached page within seconds',
    async () => {
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
      // A second version to release: the published build's files under another name, as a team's next build.
      const folder = path.join(distDir, version);
      await api.publish('blog', copy, folder, await versionIntegrity(folder));
      const released = Date.now();
      await api.release('blog', { version: copy, reason: 'topology: a release' });
      figures.release = await onEveryEdge(edgeUrls, copy, released);
      await waitFor(
        `the cached page naming ${copy}`,
        async () => blogVersionOf(await (await fetch(url)).text()) === copy,
        {
          timeoutMs: releaseWithinMs,
          intervalMs: 200,
        },
      );
      figures.cachedPageMs = Date.now() - released;
      return `${copy} on edge 1 / 2 after ${figures.release.join(' / ')} ms, in the cached page after ${(figures.cachedPageMs / 1000).toFixed(1)} s`;
    },
  );

  await step('a rollback through the deploy API: on every edge within 2 s', async () => {
    const rolledBack = Date.now();
    await api.rollback('blog', { version, reason: 'topology: a rollback' });
    figures.rollback = await onEveryEdge(edgeUrls, version, rolledBack);
    return `${version} on edge 1 / 2 after ${figures.rollback.join(' / ')} ms`;
  });
  return figures;
}
