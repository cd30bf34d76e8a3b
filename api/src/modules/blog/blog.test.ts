import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';

describe('blog', () => {
  const t = useTestApi();

  it('lists published posts newest first, paginated', async () => {
    const res = await t.api.get('/blog/all?language=fr');
    assert.equal(res.status, 200);
    const page = res.body.data;
    assert.ok(page.total >= 2);
    const dates = page.items.map((p: { published_at: string }) => Date.parse(p.published_at));
    assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
    for (const post of page.items) {
      assert.ok(post.title.length > 0 && post.excerpt.length > 0);
      assert.ok(post.reading_minutes >= 1);
      assert.ok(post.cover.startsWith(t.context.config.gamesOrigin));
      assert.ok(post.category?.name.length > 0);
    }
    const one = (await t.api.get('/blog/all?limit=1&page=2')).body.data;
    assert.equal(one.items.length, 1);
    assert.equal(one.items[0].slug, page.items[1].slug);
  });

  it('filters posts by blog category and lists categories with post counts', async () => {
    const categories = (await t.api.get('/blog/categories?language=de')).body.data;
    assert.ok(categories.length >= 2);
    const orders = categories.map((c: { sort_order: number }) => c.sort_order);
    assert.deepEqual(orders, [...orders].sort((a, b) => a - b));
    const withPosts = categories.find((c: { post_count: number }) => c.post_count > 0);
    const filtered = (await t.api.get(`/blog/all?category=${withPosts.slug}`)).body.data;
    assert.equal(filtered.total, withPosts.post_count);
    assert.ok(filtered.items.every((p: { category: { slug: string } }) => p.category.slug === withPosts.slug));
    assertClientError(await t.api.get('/blog/all?category=no-such-category'), 404, /Blog category not found/);
  });

  it('serves a post as sanitised HTML with reading time, its games and related posts', async () => {
    const [latest] = (await t.api.get('/blog/all?limit=1')).body.data.items;
    const res = await t.api.get(`/blog/detail?slug=${latest.slug}&language=ja`);
    assert.equal(res.status, 200);
    const post = res.body.data;
    assert.equal(post.language, 'ja');
    assert.match(post.html, /<p>/);
    assert.doesNotMatch(post.html, /<script|\son\w+=/i);
    assert.ok(post.reading_minutes >= 1);
    assert.ok(post.related.length >= 1 && post.related.every((r: { slug: string }) => r.slug !== post.slug));
    assert.ok(Array.isArray(post.games));
  });

  it('falls back to the English text where a translation is missing, and says so', async () => {
    const [latest] = (await t.api.get('/blog/all?limit=1')).body.data.items;
    await t.context.db.query(
      `DELETE FROM blog_post_i18n WHERE language = 'ko' AND post_id = (SELECT id FROM blog_posts WHERE slug = $1)`,
      [latest.slug],
    );
    t.context.cache.invalidate();
    const post = (await t.api.get(`/blog/detail?slug=${latest.slug}&language=ko`)).body.data;
    const english = (await t.api.get(`/blog/detail?slug=${latest.slug}`)).body.data;
    assert.equal(post.language, 'en');
    assert.equal(post.html, english.html);
  });

  it('hides drafts and rejects unknown or malformed slugs', async () => {
    assertClientError(await t.api.get('/blog/detail?slug=no-such-post'), 404, /Blog post not found/);
    assertClientError(await t.api.get('/blog/detail'), 400, /slug is required/);
    assertClientError(await t.api.get('/blog/detail?slug=../etc'), 400, /slug/);
    const [post] = (await t.api.get('/blog/all?limit=1')).body.data.items;
    await t.context.db.query(`UPDATE blog_posts SET status = 'draft' WHERE slug = $1`, [post.slug]);
    t.context.cache.invalidate();
    assertClientError(await t.api.get(`/blog/detail?slug=${post.slug}`), 404);
    assert.ok(!(await t.api.get('/blog/all')).body.data.items.some((p: { slug: string }) => p.slug === post.slug));
  });
});
