import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readBlogSeed } from '../../seed/blog.js';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import type { BlogCategory, BlogPost, BlogPostsPage } from '@portal/shared';

describe('blog', () => {
  const t = useTestApi();

  it('lists published posts newest first, paginated', async () => {
    const res = await t.api.get<BlogPostsPage>('/blog/all?language=fr');
    assert.equal(res.status, 200);
    const page = res.body.data;
    assert.ok(page.total >= 2);
    assert.ok(
      page.items.some((p: { cover: string }) => p.cover !== ''),
      'covers',
    );
    const dates = page.items.map((p: { published_at: string }) => Date.parse(p.published_at));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    for (const post of page.items) {
      assert.ok(post.title.length > 0 && post.excerpt.length > 0);
      assert.ok(post.reading_minutes >= 1);
      // A cover is the thumbnail of a game the post is about, on the games origin; none where that game is not published.
      assert.ok(post.cover === '' || post.cover.startsWith(`${t.context.config.gamesOrigin}/`), post.cover);
      assert.ok((post.category?.name.length ?? 0) > 0);
    }
    const one = (await t.api.get<BlogPostsPage>('/blog/all?limit=1&page=2')).body.data;
    assert.equal(one.items.length, 1);
    assert.equal(one.items[0]?.slug, page.items[1]?.slug);
  });

  it('filters posts by blog category and lists categories with post counts', async () => {
    const categories = (await t.api.get<BlogCategory[]>('/blog/categories?language=de')).body.data;
    assert.ok(categories.length >= 2);
    const orders = categories.map((c: { sort_order: number }) => c.sort_order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    const withPosts = categories.find((c) => c.post_count > 0)!;
    const filtered = (await t.api.get<BlogPostsPage>(`/blog/all?category=${withPosts.slug}`)).body.data;
    assert.equal(filtered.total, withPosts.post_count);
    assert.ok(filtered.items.every((p) => p.category?.slug === withPosts.slug));
    assertClientError(await t.api.get('/blog/all?category=no-such-category'), 404, /Blog category not found/);
  });

  it('serves a post as sanitised HTML with reading time, its games and related posts', async () => {
    const latest = (await t.api.get<BlogPostsPage>('/blog/all?limit=1')).body.data.items[0]!;
    const res = await t.api.get<BlogPost>(`/blog/detail?slug=${latest.slug}&language=ja`);
    assert.equal(res.status, 200);
    const post = res.body.data;
    assert.equal(post.language, 'ja');
    assert.match(post.html, /<p>/);
    assert.doesNotMatch(post.html, /<script|\son\w+=/i);
    assert.ok(post.reading_minutes >= 1);
    assert.ok(post.related.length >= 1 && post.related.every((r: { slug: string }) => r.slug !== post.slug));
    assert.ok(Array.isArray(post.games));
  });

  it("names the author in the reader's language where the author has a translated name, else as written", async () => {
    const latest = (await t.api.get<BlogPostsPage>('/blog/all?limit=1')).body.data.items[0]!;
    const authorIn = async (language: string) =>
      (await t.api.get<BlogPost>(`/blog/detail?slug=${latest.slug}&language=${language}`)).body.data.author;
    assert.equal(await authorIn('en'), 'Playnook team');
    assert.equal(await authorIn('ar'), 'فريق Playnook');
    assert.equal(
      (await t.api.get<BlogPostsPage>('/blog/all?language=ja')).body.data.items.find((p) => p.slug === latest.slug)
        ?.author,
      'Playnook チーム',
    );
    await t.context.db.query(`UPDATE blog_posts SET author = 'Guest Writer' WHERE slug = $1`, [latest.slug]);
    t.context.cache.invalidate();
    assert.equal(await authorIn('ar'), 'Guest Writer');
    await t.context.db.query(`UPDATE blog_posts SET author = 'Playnook team' WHERE slug = $1`, [latest.slug]);
    t.context.cache.invalidate();
  });

  it('falls back to the English text where a translation is missing, and says so', async () => {
    const latest = (await t.api.get<BlogPostsPage>('/blog/all?limit=1')).body.data.items[0]!;
    await t.context.db.query(
      `DELETE FROM blog_post_i18n WHERE language = 'ko' AND post_id = (SELECT id FROM blog_posts WHERE slug = $1)`,
      [latest.slug],
    );
    t.context.cache.invalidate();
    const post = (await t.api.get<BlogPost>(`/blog/detail?slug=${latest.slug}&language=ko`)).body.data;
    const english = (await t.api.get<BlogPost>(`/blog/detail?slug=${latest.slug}`)).body.data;
    assert.equal(post.language, 'en');
    assert.equal(post.html, english.html);
  });

  it('hides drafts and rejects unknown or malformed slugs', async () => {
    assertClientError(await t.api.get('/blog/detail?slug=no-such-post'), 404, /Blog post not found/);
    assertClientError(await t.api.get('/blog/detail'), 400, /slug is required/);
    assertClientError(await t.api.get('/blog/detail?slug=../etc'), 400, /slug/);
    const post = (await t.api.get<BlogPostsPage>('/blog/all?limit=1')).body.data.items[0]!;
    await t.context.db.query(`UPDATE blog_posts SET status = 'draft' WHERE slug = $1`, [post.slug]);
    t.context.cache.invalidate();
    assertClientError(await t.api.get(`/blog/detail?slug=${post.slug}`), 404);
    assert.ok(
      !(await t.api.get<BlogPostsPage>('/blog/all')).body.data.items.some(
        (p: { slug: string }) => p.slug === post.slug,
      ),
    );
  });

  describe('a post whose title and excerpt are translated but whose text is not (yet)', () => {
    const slug = 'e2e-partly-translated';
    let seedDir: string;
    const postDir = () => path.join(seedDir, 'blog', 'posts', slug);
    const meta = {
      slug,
      category: 'news',
      published_at: '2020-01-01T09:00:00Z',
      author: 'Playnook team',
      games: ['snake'],
      i18n: {
        en: { title: 'Partly translated', excerpt: 'An English excerpt.' },
        it: { title: 'Tradotto in parte', excerpt: 'Un riassunto in italiano.' },
        fr: { title: 'Traduit en partie', excerpt: 'Un résumé en français.' },
      },
    };
    const english = `Opening words.\n\n## First steps\n\n${'Plenty of English words to read here. '.repeat(90)}`;
    const seed = async () => {
      const blog = await readBlogSeed(seedDir);
      await t.context.db.transaction((tx) => blog.apply(tx));
      t.context.cache.invalidate();
    };
    const detail = async (language: string) =>
      (await t.api.get<BlogPost>(`/blog/detail?slug=${slug}&language=${language}`)).body.data;
    const updatedAt = async () =>
      (
        await t.context.db.query<{ updated_at: Date }>('SELECT updated_at FROM blog_posts WHERE slug = $1', [slug])
      )[0]!.updated_at.getTime();

    before(async () => {
      seedDir = await mkdtemp(path.join(os.tmpdir(), 'blog-seed-'));
      await mkdir(postDir(), { recursive: true });
      await writeFile(path.join(postDir(), 'meta.json'), JSON.stringify(meta));
      await writeFile(path.join(postDir(), 'en.md'), english);
      await writeFile(
        path.join(postDir(), 'fr.md'),
        `Premiers mots.\n\n## Premiers pas\n\n${'Beaucoup de mots français. '.repeat(40)}`,
      );
      await seed();
    });
    after(() => rm(seedDir, { recursive: true, force: true }));

    it('lists it with the translated title and excerpt, and the reading time of the text shown', async () => {
      const list = (await t.api.get<BlogPostsPage>('/blog/all?language=it&limit=100')).body.data.items;
      const card = list.find((p) => p.slug === slug)!;
      const englishCard = (await t.api.get<BlogPostsPage>('/blog/all?language=en&limit=100')).body.data.items.find(
        (p) => p.slug === slug,
      )!;
      assert.equal(card.title, 'Tradotto in parte');
      assert.equal(card.excerpt, 'Un riassunto in italiano.');
      assert.ok(englishCard.reading_minutes >= 2);
      assert.equal(card.reading_minutes, englishCard.reading_minutes);
    });

    it('serves the translated title with the English text, saying the text is in English', async () => {
      const [it, en] = await Promise.all([detail('it'), detail('en')]);
      assert.equal(it.title, 'Tradotto in parte');
      assert.equal(it.excerpt, 'Un riassunto in italiano.');
      assert.equal(it.language, 'en');
      assert.equal(it.html, en.html);
      assert.match(it.html, /<h2 id="first-steps">First steps<\/h2>/);
      assert.deepEqual(
        it.games.map((g: { slug: string }) => g.slug),
        ['snake'],
      );
    });

    it('serves a fully translated language in that language, and one without any translation in English', async () => {
      const fr = await detail('fr');
      assert.equal(fr.title, 'Traduit en partie');
      assert.equal(fr.language, 'fr');
      assert.match(fr.html, /<h2 id="premiers-pas">Premiers pas<\/h2>/);
      const de = await detail('de');
      assert.equal(de.title, 'Partly translated');
      assert.equal(de.language, 'en');
    });

    it('seeds idempotently, and shows the translated text once it ships', async () => {
      const before = await updatedAt();
      const rows = await t.context.db.query(
        'SELECT * FROM blog_post_i18n WHERE post_id = (SELECT id FROM blog_posts WHERE slug = $1) ORDER BY language',
        [slug],
      );
      await seed();
      assert.equal(await updatedAt(), before);
      assert.deepEqual(
        await t.context.db.query(
          'SELECT * FROM blog_post_i18n WHERE post_id = (SELECT id FROM blog_posts WHERE slug = $1) ORDER BY language',
          [slug],
        ),
        rows,
      );

      await writeFile(
        path.join(postDir(), 'it.md'),
        `Prime parole.\n\n## Primi passi\n\n${'Tante parole italiane. '.repeat(30)}`,
      );
      await seed();
      const it = await detail('it');
      assert.equal(it.language, 'it');
      assert.match(it.html, /<h2 id="primi-passi">/);
      assert.ok((await updatedAt()) > before);
    });
  });
});
