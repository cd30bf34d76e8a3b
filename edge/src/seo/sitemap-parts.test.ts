import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { buildEdgeServer } from '../edge.js';
import { embeddedApi } from '../testing.js';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('edge server: sitemaps larger than one part', () => {
  const origin = 'https://play.example';
  let api: Awaited<ReturnType<typeof embeddedApi>>;
  const edges: FastifyInstance[] = [];
  const edgeWith = async (sitemapPartSize: number) => {
    const edge = await buildEdgeServer(
      { ...loadEdgeConfig({}), portalOrigin: origin, sitemapPartSize },
      { logger: false, api: api.mount },
    );
    edges.push(edge);
    return edge;
  };

  before(async () => {
    api = await embeddedApi();
  });
  after(async () => {
    for (const edge of edges) await edge.close();
    await api.close();
  });

  it('serves an index of parts, each within the part size, holding every URL of the single file once', async () => {
    const whole = await edgeWith(50_000);
    const single = (await whole.inject('/fr/sitemap.xml')).body;
    assert.match(single, /<urlset /);
    const expected = locs(single);

    const split = await edgeWith(10);
    const index = await split.inject('/fr/sitemap.xml');
    assert.equal(index.statusCode, 200);
    assert.match(String(index.headers['content-type']), /application\/xml/);
    assert.match(index.body, /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const parts = locs(index.body);
    assert.ok(parts.length > 2, `${parts.length} parts`);
    assert.deepEqual(parts[0], `${origin}/fr/sitemap-1.xml`);

    const seen: string[] = [];
    for (const part of parts) {
      const res = await split.inject(part.slice(origin.length));
      assert.equal(res.statusCode, 200, part);
      assert.match(res.body, /^<\?xml[^>]*>\n<urlset [^>]*>\n/);
      assert.ok(res.body.endsWith('</urlset>\n'), part);
      const urls = [...res.body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      assert.ok(urls.length >= 1 && urls.length <= 10, `${part}: ${urls.length} URLs`);
      seen.push(...urls);
    }
    assert.deepEqual([...seen].sort(), [...expected].sort());
    assert.equal(new Set(seen).size, seen.length, 'no URL twice');
  });

  it('answers 404 for parts that do not exist', async () => {
    const split = await edgeWith(10);
    assert.equal((await split.inject('/sitemap-999.xml')).statusCode, 404);
    assert.equal((await split.inject('/sitemap-0.xml')).statusCode, 404);
    assert.equal((await split.inject('/sitemap-x.xml')).statusCode, 404);
    assert.equal((await split.inject('/xx/sitemap-1.xml')).statusCode, 404);
    const whole = await edgeWith(50_000);
    assert.equal((await whole.inject('/sitemap-1.xml')).statusCode, 404, 'a single-file sitemap has no parts');
  });
});
