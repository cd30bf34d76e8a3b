import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import type { ApiAccess, ApiAnswer } from '../http/api-access.js';
import { createSeoConfigCache } from './seo-config-cache.js';
import { createSeoHeads } from './seo-head.js';
import { PORTAL_PAGES } from '../testing.js';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../shell/locales');
const origin = 'https://play.example';
const entry = (title: string) => ({
  title,
  description: `${title}.`,
  keywords: '',
  ogTitle: title,
  ogDescription: '',
  ogImage: '{siteImage}',
});
const seoAnswer: ApiAnswer<unknown> = {
  status: 200,
  body: {
    code: 0,
    message: 'ok',
    success: true,
    data: { game: entry('{gameName} – play | {siteName}'), home: entry('Home | {siteName}') },
  },
};

/** An API that answers the SEO config and leaves every page-data call hanging, as a stuck upstream would. */
const slowPageData: ApiAccess = async <T>(apiPath: string) =>
  (apiPath === '/seo/config' ? seoAnswer : new Promise<never>(() => undefined)) as Promise<ApiAnswer<T>>;

describe('SEO head when the API is slow or down', () => {
  it('renders a game page with its generic texts once the page-data timeout passes', async () => {
    const seoHead = createSeoHeads({ api: slowPageData, origin, localesDir, timeoutMs: 50 });
    const started = Date.now();
    const result = await seoHead('/games/snake', '', PORTAL_PAGES);
    assert.ok(Date.now() - started < 1000);
    assert.equal(result.status, 200);
    assert.match(result.head, /<title>play \| Playnook<\/title>/);
    assert.match(result.head, /<link rel="canonical" href="https:\/\/play\.example\/games\/snake">/);
    assert.doesNotMatch(result.head, /VideoGame/);
  });

  it('renders with the site name only when the API is unreachable', async () => {
    const down: ApiAccess = async () => Promise.reject(new Error('ECONNREFUSED'));
    const result = await createSeoHeads({ api: down, origin, localesDir, timeoutMs: 50 })(
      '/fr/games/snake',
      '',
      PORTAL_PAGES,
    );
    assert.equal(result.status, 200);
    assert.match(result.head, /<title>Playnook<\/title>/);
    assert.match(result.head, /hreflang="x-default"/);
  });

  it('treats an API server error as unavailable, not as a missing page', async () => {
    const failing: ApiAccess = async <T>(apiPath: string) =>
      (apiPath === '/seo/config'
        ? seoAnswer
        : { status: 503, body: { code: 503, message: 'down', success: false, data: null } }) as ApiAnswer<T>;
    assert.equal(
      (await createSeoHeads({ api: failing, origin, localesDir })('/games/snake', '', PORTAL_PAGES)).status,
      200,
    );
  });
});

describe('SEO config cache', () => {
  it('asks the API once per language within the TTL, serves stale texts while refreshing after it', async () => {
    let now = 0;
    const calls: string[] = [];
    let title = 'v1';
    const api: ApiAccess = async <T>(_path: string, query?: Record<string, string>) => {
      calls.push(query?.language ?? '');
      return {
        status: 200,
        body: { code: 0, message: 'ok', success: true, data: { home: entry(title) } },
      } as ApiAnswer<T>;
    };
    const config = createSeoConfigCache(api, { ttlMs: 1000, timeoutMs: 100, now: () => now });
    assert.equal((await config('fr'))?.home?.title, 'v1');
    await Promise.all([config('fr'), config('fr')]);
    await config('de');
    assert.deepEqual(calls, ['fr', 'de']);

    now = 5000;
    title = 'v2';
    assert.equal((await config('fr'))?.home?.title, 'v1', 'stale while the refresh runs');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await config('fr'))?.home?.title, 'v2');
    assert.deepEqual(calls, ['fr', 'de', 'fr']);
  });

  it('keeps the last good texts when a refresh fails, and gives null when it never had any', async () => {
    let now = 0;
    let up = true;
    const api: ApiAccess = async <T>() => {
      if (!up) throw new Error('down');
      return {
        status: 200,
        body: { code: 0, message: 'ok', success: true, data: { home: entry('kept') } },
      } as ApiAnswer<T>;
    };
    const config = createSeoConfigCache(api, { ttlMs: 10, timeoutMs: 50, now: () => now });
    await config('en');
    up = false;
    now = 100;
    assert.equal((await config('en'))?.home?.title, 'kept');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await config('en'))?.home?.title, 'kept');
    assert.equal(await config('ja'), null);
  });
});
