import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/api';
import { edgeWithApi } from './testing.js';

describe('edge server: categories, SEO config, sitemaps, robots', () => {
  let edge: FastifyInstance;
  const origin = 'https://play.example';

  before(async () => {
    edge = await edgeWithApi({ portalOrigin: origin });
  });
  after(() => edge.close());

  it('serves navigation categories for a language', async () => {
    const res = await edge.inject('/api/categories?language=fr');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.ok(body.data.some((c: { slug: string; name: string }) => c.slug === 'strategy' && c.name === 'Stratégie'));
    assert.ok(body.data.every((c: { show_type: string }) => c.show_type !== 'hidden'));
    assert.match(String(res.headers['cache-control']), /max-age/);
  });

  it('serves the SEO config of a language, English for unknown languages', async () => {
    const de = (await edge.inject('/api/seo-config?language=de')).json();
    const xx = (await edge.inject('/api/seo-config?language=xx')).json();
    const en = (await edge.inject('/api/seo-config')).json();
    assert.equal(de.success, true);
    assert.match(de.data.game.title, /\{gameName\}/);
    assert.deepEqual(xx.data, en.data);
  });

  it('serves one sitemap per language with hreflang alternates and lastmod', async () => {
    const res = await edge.inject('/sitemap.xml');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /application\/xml/);
    const xml = res.body;
    assert.ok(xml.startsWith('<?xml'));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const expected of ['/', '/games/snake', '/categories/arcade', '/tagslist/retro', '/blog', '/about']) {
      assert.ok(locs.includes(`${origin}${expected}`), expected);
    }
    const posts = (await edge.inject(`${API_PREFIX}/blog/all?limit=100`)).json().data.items as Array<{ slug: string }>;
    assert.ok(posts.length >= 2);
    for (const { slug } of posts) assert.ok(locs.includes(`${origin}/blog/${slug}`), `blog post ${slug}`);
    const urls = xml.split('<url>').length - 1;
    assert.equal((xml.match(/hreflang=/g) ?? []).length, urls * 19, '18 languages + x-default per URL');
    assert.match(xml, /hreflang="ar" href="https:\/\/play\.example\/ar\/games\/snake"/);
    assert.match(xml, /hreflang="x-default" href="https:\/\/play\.example\/games\/snake"/);
    assert.match(xml, /<lastmod>\d{4}-\d\d-\d\dT/);

    const fr = (await edge.inject('/fr/sitemap.xml')).body;
    assert.ok(fr.includes(`<loc>${origin}/fr/games/snake</loc>`));
    assert.ok(fr.includes(`<loc>${origin}/fr</loc>`));
    // Every post is in every language's sitemap: its title and excerpt are translated even where its text is not yet.
    const it = (await edge.inject('/it/sitemap.xml')).body;
    for (const { slug } of posts)
      assert.ok(it.includes(`<loc>${origin}/it/blog/${slug}</loc>`), `it: blog post ${slug}`);
    assert.equal((await edge.inject('/xx/sitemap.xml')).statusCode, 404);
    assert.equal((await edge.inject('/en/sitemap.xml')).statusCode, 404);
  });

  it('lists every language sitemap in robots.txt and keeps crawlers off the API', async () => {
    const robots = (await edge.inject('/robots.txt')).body;
    assert.match(robots, /Disallow: \/app\/api\//);
    assert.equal((robots.match(/^Sitemap: /gm) ?? []).length, 18);
    assert.match(robots, /Sitemap: https:\/\/play\.example\/zh-CN\/sitemap\.xml/);
  });
});
