import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ApiContext } from '@portal/api';
import { edgeWithApi, embeddedApi } from '../testing.js';

const origin = 'https://play.example';

/** The JSON-LD fields these tests read (schema.org VideoGame, BreadcrumbList, BlogPosting, WebSite). */
interface JsonLdRead {
  '@type': string;
  name?: string;
  url?: string;
  inLanguage?: string;
  genre?: string;
  image?: string;
  headline?: string;
  datePublished?: string;
  publisher?: { name: string };
  author?: { '@type': string };
  interactionStatistic?: Array<{ interactionType: string; userInteractionCount: unknown }>;
  itemListElement?: Array<{ name: string; item: string }>;
  potentialAction?: { target: { urlTemplate: string } };
}

/** The served <head>, and its SEO parts by name. */
function parseHead(html: string) {
  const head = html.match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '';
  const attr = (selector: RegExp) => head.match(selector)?.[1];
  return {
    head,
    title: attr(/<title>([^<]*)<\/title>/),
    meta: (key: string) =>
      attr(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`)),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as JsonLdRead,
    ),
  };
}

describe('edge server: SEO head, statuses and locale redirects', () => {
  let edge: FastifyInstance;
  let context: ApiContext;
  let clientDir: string;
  const get = async (url: string, headers: Record<string, string> = {}) => edge.inject({ url, headers });

  before(async () => {
    // The shell's HTML template as written (the test runs before any build).
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'edge-seo-client-'));
    await copyFile(path.join(import.meta.dirname, '../../../shell/index.html'), path.join(clientDir, 'index.html'));
    const api = await embeddedApi();
    ({ context } = api);
    // A title a crawler must see escaped, in the HTML and inside JSON-LD.
    await context.db.query(
      `UPDATE game_i18n SET title = $1 WHERE language = 'en' AND game_id = (SELECT id FROM games WHERE slug = 'memory-match')`,
      ['Match </script><b>"&\'s'],
    );
    edge = await edgeWithApi({ portalOrigin: origin, clientDir }, api);
  });
  after(async () => {
    await edge.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('serves a game page in French with its texts, links, Open Graph, Twitter and JSON-LD', async () => {
    const res = await get('/fr/games/snake');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<html lang="fr" dir="ltr">/);
    const page = parseHead(res.body);
    assert.equal(page.title, 'Snake – Jeu gratuit en ligne | Playnook');
    assert.match(page.meta('description') ?? '', /Snake/);
    assert.match(page.meta('keywords') ?? '', /Snake/);
    assert.equal(page.canonical, `${origin}/fr/games/snake`);
    assert.equal(Object.keys(page.alternates).length, 19);
    assert.equal(page.alternates.en, `${origin}/games/snake`);
    assert.equal(page.alternates['zh-CN'], `${origin}/zh-CN/games/snake`);
    assert.equal(page.alternates['x-default'], `${origin}/games/snake`);
    assert.equal(page.meta('og:type'), 'video.game');
    assert.equal(page.meta('og:url'), `${origin}/fr/games/snake`);
    assert.equal(page.meta('og:locale'), 'fr_FR');
    assert.match(page.meta('og:title') ?? '', /Snake/);
    assert.ok(page.meta('og:description'));
    // The game's own thumbnail (a WebP: share previews show it; an SVG one would give way to the site's PNG).
    assert.match(page.meta('og:image') ?? '', /^http.*\/snake\/[0-9a-f]+\/thumbnail\.webp$/);
    assert.equal(page.meta('twitter:card'), 'summary_large_image');
    assert.equal(page.meta('twitter:image'), page.meta('og:image'));
    assert.equal(page.meta('robots'), undefined);

    const [game, crumbs] = page.jsonLd;
    assert.equal(game?.['@type'], 'VideoGame');
    assert.equal(game?.name, 'Snake');
    assert.equal(game?.url, `${origin}/fr/games/snake`);
    assert.equal(game?.inLanguage, 'fr');
    assert.equal(game?.genre, 'Arcade');
    assert.match(game?.image ?? '', /^http.*thumbnail\.webp$/);
    assert.equal(game?.interactionStatistic?.[0]?.interactionType, 'https://schema.org/PlayAction');
    assert.equal(typeof game?.interactionStatistic?.[0]?.userInteractionCount, 'number');
    assert.equal(crumbs?.['@type'], 'BreadcrumbList');
    assert.deepEqual(
      crumbs?.itemListElement?.map((i) => [i.name, i.item]),
      [
        ['Accueil', `${origin}/fr`],
        ['Arcade', `${origin}/fr/categories/arcade`],
        ['Snake', `${origin}/fr/games/snake`],
      ],
    );
  });

  it('links English pages without a prefix', async () => {
    const page = parseHead((await get('/games/snake')).body);
    assert.equal(page.title, 'Snake – Play free online | Playnook');
    assert.equal(page.canonical, `${origin}/games/snake`);
    assert.equal(page.meta('og:locale'), 'en_US');
  });

  it('escapes API text in attributes, the title and JSON-LD', async () => {
    const res = await get('/games/memory-match');
    const page = parseHead(res.body);
    assert.equal(page.title, 'Match &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39;s – Play free online | Playnook');
    assert.doesNotMatch(page.head, /<b>/);
    assert.equal((page.head.match(/<\/script>/g) ?? []).length, (page.head.match(/<script/g) ?? []).length);
    assert.equal(page.jsonLd[0]?.name, 'Match </script><b>"&\'s');
  });

  it('escapes the search query and keeps search results out of the index', async () => {
    const page = parseHead((await get('/search?q=%3Cimg%20src%3Dx%3E%22')).body);
    assert.match(page.title ?? '', /&lt;img src=x&gt;&quot;/);
    assert.doesNotMatch(page.head, /<img/);
    assert.equal(page.meta('robots'), 'noindex');
    assert.equal(page.canonical, undefined);
  });

  it('describes category, tag and blog post pages with breadcrumbs, the post as a BlogPosting', async () => {
    const category = parseHead((await get('/de/categories/arcade')).body);
    assert.match(category.title ?? '', /Arcade/);
    assert.deepEqual(
      category.jsonLd.map((item) => item['@type']),
      ['BreadcrumbList'],
    );

    const tag = parseHead((await get('/tagslist/retro')).body);
    assert.match(tag.title ?? '', /Retro/);
    assert.deepEqual(
      tag.jsonLd[0]?.itemListElement?.map((i) => i.name),
      ['Home', 'Tags', 'Retro'],
    );

    const slug = (await get(`${API_PREFIX}/blog/all?limit=1`)).json().data.items[0].slug as string;
    const post = parseHead((await get(`/ja/blog/${slug}`)).body);
    assert.equal(post.meta('og:type'), 'article');
    assert.match(post.meta('article:published_time') ?? '', /^\d{4}-/);
    const excerpt = (post.meta('description') ?? '').replace(/&(amp|lt|gt|quot|#39);/g, '_');
    assert.ok(excerpt.length > 0 && [...excerpt].length <= 160, 'the excerpt, at most 160 characters');
    const [posting, crumbs] = post.jsonLd;
    assert.equal(posting?.['@type'], 'BlogPosting');
    assert.ok(posting?.headline);
    assert.match(posting?.datePublished ?? '', /^\d{4}-/);
    assert.equal(posting?.publisher?.name, 'Playnook');
    assert.equal(posting?.author?.['@type'], 'Person');
    assert.deepEqual(crumbs?.itemListElement?.map((i) => i.name).slice(0, 2), ['ホーム', 'ブログ']);
  });

  it('gives a post whose text is not translated the translated headline and the text’s language', async () => {
    // The Italian translation of this post keeps its title and excerpt only, as posts do until their text ships.
    await context.db.query(
      `UPDATE blog_post_i18n SET body_md = '', body_html = '' WHERE language = 'it'
          AND post_id = (SELECT id FROM blog_posts WHERE slug = 'welcome-to-playnook')`,
    );
    context.cache.invalidate();
    const [italian] = await context.db.query<{ title: string }>(
      `SELECT title FROM blog_post_i18n WHERE language = 'it' AND post_id = (SELECT id FROM blog_posts WHERE slug = 'welcome-to-playnook')`,
    );
    const [posting] = parseHead((await get('/it/blog/welcome-to-playnook')).body).jsonLd;
    assert.equal(posting?.['@type'], 'BlogPosting');
    assert.equal(posting?.headline, italian!.title);
    assert.equal(posting?.inLanguage, 'en');
    assert.equal(posting?.url, `${origin}/it/blog/welcome-to-playnook`);
    const [french] = parseHead((await get('/fr/blog/welcome-to-playnook')).body).jsonLd;
    assert.equal(french?.inLanguage, 'fr');
  });

  it('gives the home page a WebSite with a search action', async () => {
    const page = parseHead((await get('/', { cookie: 'i18n_redirected=en' })).body);
    const [site] = page.jsonLd;
    assert.equal(site?.['@type'], 'WebSite');
    assert.equal(site?.potentialAction?.target.urlTemplate, `${origin}/search?q={search_term_string}`);
    assert.equal(page.canonical, `${origin}/`);
  });

  it('marks noindex pages', async () => {
    const page = parseHead((await get('/fr/recently-played')).body);
    assert.equal(page.meta('robots'), 'noindex');
    assert.equal(page.canonical, undefined);
  });

  it('answers 404 with the shell for unknown paths, malformed slugs and things the API does not know', async () => {
    for (const url of [
      '/no-such-page',
      '/games/NOT_VALID!',
      '/games/no-such-game',
      '/fr/categories/no-such-category',
      '/tagslist/nope',
      '/blog/no-such-post',
      '/xx/games',
      '/zh-cn/tags',
      '/fr/fr',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /text\/html/, url);
      assert.match(res.body, /<div id="root">/, url);
      assert.equal(parseHead(res.body).meta('robots'), 'noindex', url);
    }
    assert.equal(parseHead((await get('/fr/no-such-page')).body).title, 'Page introuvable | Playnook');
  });

  it('redirects /en and trailing slashes permanently to the clean path, keeping the query', async () => {
    const cases: Record<string, string> = {
      '/en': '/',
      '/en/': '/',
      '/en/games/snake?ref=x': '/games/snake?ref=x',
      '/games/snake/': '/games/snake',
      '/fr/': '/fr',
      '/fr/search/?q=a': '/fr/search?q=a',
    };
    for (const [from, to] of Object.entries(cases)) {
      const res = await get(from);
      assert.equal(res.statusCode, 301, from);
      assert.equal(res.headers.location, to, from);
    }
  });

  it('sends a visitor of "/" to the locale of their cookie, else of Accept-Language, and remembers it', async () => {
    const fromCookie = await get('/?ref=x', { cookie: 'i18n_redirected=ar', 'accept-language': 'fr' });
    assert.equal(fromCookie.statusCode, 302);
    assert.equal(fromCookie.headers.location, '/ar?ref=x');
    assert.equal(fromCookie.headers['set-cookie'], undefined);

    const fromHeader = await get('/', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    assert.equal(fromHeader.statusCode, 302);
    assert.equal(fromHeader.headers.location, '/pt');
    assert.equal(fromHeader.headers['set-cookie'], 'i18n_redirected=pt; Path=/; Max-Age=31536000; SameSite=Lax');
    assert.equal(fromHeader.headers.vary, 'Accept-Language, Cookie');

    const english = await get('/', { 'accept-language': 'en-GB' });
    assert.equal(english.statusCode, 200);
    // No canary bucket: a page sets none (delivery/visitor.ts); this one, setting the locale cookie, is private.
    assert.equal(english.headers['set-cookie'], 'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax');
    assert.equal(english.headers['cache-control'], 'private, no-cache');
    // The page itself varies by encoding too, never by device: one page for every device.
    assert.equal(english.headers.vary, 'Accept-Language, Cookie, Accept-Encoding');

    const chosenEnglish = await get('/', { cookie: 'i18n_redirected=en', 'accept-language': 'de' });
    assert.equal(chosenEnglish.statusCode, 200);
    // Remembered: shared caches may keep it, one copy per language header and cookie.
    assert.match(String(chosenEnglish.headers['cache-control']), /^public, /);
    assert.equal(chosenEnglish.headers.vary, 'Accept-Language, Cookie, Accept-Encoding');

    const bot = await get('/', {
      'accept-language': 'de',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    assert.equal(bot.statusCode, 200);
    assert.equal(bot.headers['set-cookie'], undefined);

    // Only "/" negotiates: a page in a language stays in it.
    assert.equal((await get('/tags', { 'accept-language': 'fr' })).statusCode, 200);
  });

  it('serves the site share image as a 1200×630 PNG', async () => {
    const res = await get('/og-image.png');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    const png = res.rawPayload;
    assert.equal(png.subarray(1, 4).toString(), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  });
});
