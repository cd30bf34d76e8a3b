import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';

describe('catalogue: categories and hot games', () => {
  const t = useTestApi();

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/app/api/v1${url}` });

  it('lists navigation categories (nav and all only) in sort order, translated', async () => {
    const res = await get('/c?language=fr');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(body.code, 0);
    const slugs = body.data.map((c: { slug: string }) => c.slug);
    assert.ok(!slugs.includes('featured'), 'hidden categories are not in navigation');
    const orders = body.data.map((c: { sort_order: number }) => c.sort_order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    assert.equal(body.data.find((c: { slug: string }) => c.slug === 'strategy').name, 'Stratégie');
  });

  it('accepts the normalised language form and falls back to English for unknown languages', async () => {
    const zh = (await get('/c?language=zh_cn')).json();
    assert.equal(zh.data.find((c: { slug: string }) => c.slug === 'puzzle').name, '益智');
    const xx = (await get('/c?language=xx-YY')).json();
    assert.equal(xx.data.find((c: { slug: string }) => c.slug === 'puzzle').name, 'Puzzle');
  });

  it('returns hot games with absolute thumbnails on the games origin, default limit 12', async () => {
    const res = await get('/c/hot');
    assert.equal(res.statusCode, 200);
    const games = res.json().data;
    assert.ok(games.length > 0 && games.length <= 12);
    for (const g of games) {
      assert.ok(g.title.length > 0);
      assert.ok(g.thumbnail.startsWith(t.context.config.gamesOrigin), g.thumbnail);
      assert.ok(g.plays >= 0 && g.likes >= 0);
    }
  });

  it('orders hot games by plays', async () => {
    const [first] = (await get('/c/hot')).json().data;
    const last = (await get('/c/hot?limit=100')).json().data.at(-1);
    await t.context.db.query('UPDATE games SET plays = 1000 WHERE slug = $1', [last.slug]);
    t.context.cache.invalidate();
    const [top] = (await get('/c/hot')).json().data;
    assert.equal(top.slug, last.slug);
    assert.ok(first);
  });

  it('rejects bad limits and malformed slugs with a clear 400 envelope', async () => {
    for (const url of [
      '/c/hot?limit=0',
      '/c/hot?limit=101',
      '/c/hot?limit=-3',
      '/c/hot?limit=abc',
      '/c/hot?slug=Bad Slug!',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(body.data, null);
      assert.match(body.message, /querystring/);
    }
  });

  it('filters categories by type and show_type', async () => {
    const special = (await get('/c?type=special&show_type=hidden')).json().data;
    assert.deepEqual(
      special.map((c: { slug: string }) => c.slug),
      ['featured'],
    );
    const all = (await get('/c?show_type=all')).json().data;
    assert.ok(all.length > 0 && all.every((c: { show_type: string }) => c.show_type === 'all'));
    for (const url of ['/c?type=weird', '/c?show_type=sometimes']) {
      const res = await get(url);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /must be one of/);
    }
  });

  it('pages the games of one category with the category as header', async () => {
    const res = await get('/g/c/arcade?language=de&limit=1');
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.category.slug, 'arcade');
    assert.ok(data.category.name.length > 0);
    assert.equal(typeof data.category.description, 'string');
    assert.equal(data.items.length, 1);
    assert.equal(data.total, data.category.game_count);
    const missing = await get('/g/c/no-such-category');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /Category not found/);
  });

  it('lists tags with game counts, most used first, and pages the games of one tag', async () => {
    const tags = (await get('/t?language=ja')).json().data;
    assert.ok(tags.length >= 6);
    const counts = tags.map((t: { game_count: number }) => t.game_count);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    assert.ok(tags.every((t: { name: string; game_count: number }) => t.name.length > 0 && t.game_count > 0));
    const retro = (await get('/g/t/retro')).json().data;
    assert.equal(retro.tag.slug, 'retro');
    assert.equal(retro.items.length, retro.tag.game_count);
    assert.ok(retro.items.some((g: { slug: string }) => g.slug === 'snake'));
    assert.equal((await get('/g/t/no-such-tag')).statusCode, 404);
    assert.equal((await get('/g/t/retro?sort=nope')).statusCode, 400);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await get('/nope');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().success, false);
  });
});
