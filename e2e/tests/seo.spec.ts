import { expect, onLoopback, test } from './fixtures';

/** What a crawler without JavaScript reads: the raw HTML's head, its SEO parts by name. */
function readHead(html: string) {
  const head = html.match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '';
  const one = (pattern: RegExp) => head.match(pattern)?.[1];
  return {
    title: one(/<title>([^<]*)<\/title>/),
    meta: (key: string) => one(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`)),
    canonical: one(/<link rel="canonical" href="([^"]*)">/),
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    ),
  };
}

for (const { path, lang, title } of [
  { path: '/games/snake', lang: 'en', title: 'Snake – Play free online | Playnook' },
  { path: '/fr/games/snake', lang: 'fr', title: 'Snake – Jeu gratuit en ligne | Playnook' },
]) {
  test(`the raw HTML of ${path} carries the page's SEO head`, async ({ request, baseURL }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}" dir="ltr">`);
    const head = readHead(html);
    expect(head.title).toBe(title);
    expect(head.meta('description')).toContain('Snake');
    expect(head.canonical).toBe(`${baseURL}${path}`);
    expect(head.alternates).toHaveLength(19);
    expect(head.alternates).toContainEqual(['x-default', `${baseURL}/games/snake`]);
    expect(head.alternates).toContainEqual(['zh-TW', `${baseURL}/zh-TW/games/snake`]);
    expect(head.meta('og:type')).toBe('video.game');
    expect(head.meta('og:url')).toBe(`${baseURL}${path}`);
    expect(head.meta('og:title')).toContain('Snake');
    // The game's own thumbnail, a WebP on the games base origin (share previews show WebP, not SVG).
    expect(head.meta('og:image')).toMatch(/^http:\/\/games\.localhost:\d+\/snake\/[0-9a-f]+\/thumbnail\.webp$/);
    const { url, headers } = onLoopback(head.meta('og:image')!);
    const image = await request.get(url, { headers });
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(head.meta('twitter:card')).toBe('summary_large_image');

    const types = head.jsonLd.map((item) => item['@type']);
    expect(types).toEqual(['VideoGame', 'BreadcrumbList']);
    const [game, crumbs] = head.jsonLd;
    expect(game).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Snake',
      url: `${baseURL}${path}`,
      inLanguage: lang,
    });
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: 'Snake', item: `${baseURL}${path}` });
  });
}

test('the share image the pages name is served', async ({ request }) => {
  const head = readHead(await (await request.get('/about')).text());
  const image = await request.get(head.meta('og:image')!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('unknown paths and malformed or unknown slugs answer 404 with the shell', async ({ request }) => {
  for (const path of ['/no-such-page', '/games/NOT_VALID!', '/games/no-such-game', '/fr/no-such-page']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('<div id="root">');
  }
});

test('"/" sends a visitor to the best match of Accept-Language and remembers it; crawlers stay', async ({
  request,
}) => {
  const visitor = await request.get('/', {
    headers: { 'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.5' },
    maxRedirects: 0,
  });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toBe('/zh-TW');
  expect(visitor.headers()['set-cookie']).toContain('i18n_redirected=zh-TW');
  expect(visitor.headers().vary).toBe('Accept-Language, Cookie');

  const crawler = await request.get('/', {
    headers: {
      'Accept-Language': 'de',
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    maxRedirects: 0,
  });
  expect(crawler.status()).toBe(200);

  const legacy = await request.get('/en/games/snake?ref=e2e', { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe('/games/snake?ref=e2e');
});

test('a German browser opening "/" lands on /de, and stays there on the next visit', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'de-DE', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await context.close();
});
