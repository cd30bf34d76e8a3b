import { expect, test } from '@playwright/test';
import { onLoopback } from './fixtures';

/**
 * The catalogue as the running portal serves it: one process, real PGlite database, seeded on first start. The
 * browser-level flows that use it (cards, game page, search box) belong to the games remote's suite.
 */
test.describe('catalogue served by the portal', () => {
  test('search finds a game despite a swapped letter, in the page language', async ({ request }) => {
    const res = await request.get('/app/api/v1/g/search?q=snkae&language=fr');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.data.items[0].slug).toBe('snake');
    expect((await request.get('/app/api/v1/g/search?q=%20')).status()).toBe(400);
  });

  test('a game plays from its own origin with strict headers, and a like counts once per device', async ({
    request,
  }) => {
    const game = (await (await request.get('/app/api/v1/g/snake?language=ar')).json()).data;
    expect(new URL(game.play_url).hostname).toBe('snake.games.localhost');
    const { url, headers } = onLoopback(game.play_url);
    const file = await request.get(url, { headers });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-security-policy']).toContain('frame-ancestors');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['set-cookie']).toBeUndefined();

    const deviceId = { 'X-Device-Id': `e2e-device-${Date.now()}` };
    const noToken = await request.post('/app/api/v1/g/snake/like', { headers: deviceId });
    expect(noToken.status(), 'a like without a counter token counts nothing').toBe(403);
    const issued = await request.post('/app/api/v1/g/snake/counter-token', { headers: deviceId });
    const device = {
      ...deviceId,
      'X-Counter-Token': ((await issued.json()) as { data: { token: string } }).data.token,
    };
    const first = (await (await request.post('/app/api/v1/g/snake/like', { headers: device })).json()).data;
    const again = (await (await request.post('/app/api/v1/g/snake/like', { headers: device })).json()).data;
    expect(again.likes).toBe(first.likes);
    expect(again.liked).toBe(true);
    const undone = (await (await request.delete('/app/api/v1/g/snake/like', { headers: device })).json()).data;
    expect(undone.likes).toBe(first.likes - 1);
  });

  test('the edge serves categories, SEO config and one sitemap per language', async ({ request }) => {
    const categories = await (await request.get('/api/categories?language=ar')).json();
    expect(categories.success).toBe(true);
    expect(categories.data.length).toBeGreaterThan(3);
    const seo = await (await request.get('/api/seo-config?language=ja')).json();
    expect(seo.data.game.title).toContain('{gameName}');

    const sitemap = await request.get('/ar/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/ar\/games\/snake<\/loc>/);
    expect(xml).toContain('hreflang="x-default"');
    expect(await (await request.get('/robots.txt')).text()).toContain('/ar/sitemap.xml');
  });
});
