import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CatalogueCache, cacheKey } from './catalogue-cache.js';

describe('catalogue cache', () => {
  it('loads once for concurrent callers and serves the cached value after', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: loads };
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    assert.deepEqual([a, b, loads], [{ n: 1 }, { n: 1 }, 1]);
    assert.deepEqual(await cache.get('k', load), { n: 1 });
  });

  it('forgets everything on invalidate, including a load that was running', async () => {
    const cache = new CatalogueCache();
    let value = 1;
    await cache.get('k', async () => value);
    value = 2;
    cache.invalidate();
    assert.equal(await cache.get('k', async () => value), 2);

    let release: () => void = () => {};
    const slow = cache.get(
      'slow',
      () =>
        new Promise<number>((resolve) => {
          release = () => resolve(1);
        }),
    );
    cache.invalidate();
    release();
    assert.equal(await slow, 1);
    assert.equal(await cache.get('slow', async () => 3), 3, 'a load older than the invalidation is not kept');
  });

  it('can forget only some entries', async () => {
    const cache = new CatalogueCache();
    await cache.get(cacheKey('game', 'en', 'snake'), async () => 1);
    await cache.get(cacheKey('game', 'en', 'tetris'), async () => 1);
    cache.invalidateWhere((key) => key.endsWith(cacheKey('', 'snake')));
    assert.equal(await cache.get(cacheKey('game', 'en', 'snake'), async () => 2), 2);
    assert.equal(await cache.get(cacheKey('game', 'en', 'tetris'), async () => 2), 1);
  });

  it('does not cache failures', async () => {
    const cache = new CatalogueCache();
    await assert.rejects(
      cache.get('k', async () => {
        throw new Error('db down');
      }),
    );
    assert.equal(await cache.get('k', async () => 'ok'), 'ok');
  });

  it('expires entries after the TTL', async () => {
    const cache = new CatalogueCache({ ttlMs: 10 });
    await cache.get('k', async () => 1);
    await new Promise((resolve) => setTimeout(resolve, 25));
    assert.equal(await cache.get('k', async () => 2), 2);
  });

  it("shows this process's own counts until they are stored, then what a later read of the database holds", async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const detail = (likes: number) => ({ slug: 'snake', plays: 0, likes });
    // A like counted here, still in the write-behind buffer: every answer shows it.
    cache.counted('snake', { views: 0, plays: 0, likes: 1, votes_up: 0, votes_down: 0 });
    assert.equal((await cache.get('a', async () => detail(0))).likes, 1);
    // A like written before it is answered (signed in): answers read before it show it...
    cache.counted('snake', { views: 0, plays: 0, likes: 2, votes_up: 0, votes_down: 0 }, true);
    assert.equal((await cache.get('a', async () => detail(0))).likes, 2);
    // ...and a read after it shows the database, which may hold other replicas' likes by then.
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await cache.get('b', async () => detail(3))).likes, 3);
  });

  it('keeps key parts apart', () => {
    assert.notEqual(cacheKey('a', 'bc'), cacheKey('ab', 'c'));
    assert.equal(cacheKey('a', undefined, 1), cacheKey('a', null, '1'));
  });
});
