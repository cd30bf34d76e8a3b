import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN_COOKIE } from '@portal/server-kit';
import { edgeWithApi } from '../testing.js';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * Pages a CDN can keep (docs/server-rendering.md, "One page for every visitor"): the built portal, server rendered,
 * the API in process. Run after `npm run build`.
 */
describe('pages shared caches may keep', () => {
  let edge: FastifyInstance;
  before(async () => {
    edge = await edgeWithApi({ serverRender: true, ssrWorkers: 1, ssrBudgetMs: 5_000, ssrDeadlineMs: 30_000 });
  });
  after(() => edge.close());

  const get = (url: string, headers: Record<string, string> = {}) => edge.inject({ method: 'GET', url, headers });

  it("gives a guest a game's page that is the same for a phone and a desktop, public, with no visitor in it", async () => {
    const phone = await get('/games/snake', { 'user-agent': PHONE });
    const desktop = await get('/games/snake', { 'user-agent': DESKTOP });
    assert.equal(phone.statusCode, 200);
    assert.match(phone.body, /id="portal-ssr"/, 'server rendered');
    assert.equal(phone.body, desktop.body, 'identical bytes for every device');
    assert.equal(phone.headers.etag, desktop.headers.etag);
    assert.match(String(phone.headers.etag), /^"[\w-]{32}"$/, 'a strong validator');
    assert.match(
      String(phone.headers['cache-control']),
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    assert.equal(phone.headers.vary, 'Accept-Encoding', 'no Vary: User-Agent, no Vary: Cookie');
    assert.equal(phone.headers['set-cookie'], undefined, 'a shared page sets no cookie');
    assert.doesNotMatch(phone.body, /nonce=/);
    assert.doesNotMatch(String(phone.headers['content-security-policy']), /'nonce-/);
    assert.doesNotMatch(phone.body, /portal-health/, "no visitor's health tokens");
    // Both chromes, CSS choosing (shell/src/layout): the bottom navigation is in the page for every device.
    assert.match(phone.body, /class="bottom-nav only-mobile"/);
    // No first paint of a header cut short by a packet boundary (document.ts).
    assert.match(phone.body, /<link rel="expect" href="#main" blocking="render">/);
  });

  it('answers 304 to its ETag, per encoding', async () => {
    for (const accept of [undefined, 'br, gzip', 'gzip']) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await get('/games/snake', headers);
      const etag = String(first.headers.etag);
      const again = await get('/games/snake', { ...headers, 'if-none-match': etag });
      assert.equal(again.statusCode, 304, `${accept ?? 'identity'}: not modified`);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.match(String(again.headers['cache-control']), /^public, /);
      const other = await get('/games/snake', { ...headers, 'if-none-match': '"something-else"' });
      assert.equal(other.statusCode, 200);
    }
    const plain = await get('/games/snake');
    const br = await get('/games/snake', { 'accept-encoding': 'br' });
    assert.notEqual(plain.headers.etag, br.headers.etag, 'each encoding is a representation of its own');
  });

  it('answers a signed-in visitor, and a pinned or canary one, privately', async () => {
    const signedIn = await get('/games/snake', { cookie: `${SIGNED_IN_COOKIE}=1` });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.headers['cache-control'], 'private, no-cache');
    assert.ok(signedIn.headers.etag, 'still revalidated cheaply by the browser');
    const marked = await get('/games/snake', { cookie: 'pn_delivery=1' });
    assert.equal(marked.headers['cache-control'], 'private, no-cache');
  });

  it("renders a visitor's view hints into a page of their own, and keeps the shared page for everyone else", async () => {
    // "/" with the locale already chosen: its answer sets no cookie.
    const hinted = await get('/', {
      cookie: 'i18n_redirected=en; pn_vh_recent=merge-tiles.snake; pn_vh_name=Ada%20%3Cb%3E',
    });
    assert.equal(hinted.statusCode, 200);
    assert.equal(hinted.headers['cache-control'], 'private, no-cache', 'never kept by a shared cache');
    // The continue row first, its cards from the catalogue, in the server's HTML; the greeting and the header's
    // signed-in shape from the name, escaped.
    const row = hinted.body.indexOf('data-testid="continue-games"');
    assert.ok(row > 0 && row < hinted.body.indexOf('data-testid="hot-games"'), 'the continue row before the grid');
    assert.match(hinted.body, /href="\/games\/merge-tiles"[^]*href="\/games\/snake"/);
    assert.match(hinted.body, /Ada &lt;b&gt;/);
    assert.doesNotMatch(hinted.body, /Ada <b>/);
    assert.match(hinted.body, /class="header__menu-place"/);
    assert.match(
      hinted.body,
      /"view":\{"name":"Ada \\u003cb>","recent":"merge-tiles.snake"\}/,
      'hydration reads the same',
    );

    const after = await get('/', { cookie: 'i18n_redirected=en' });
    assert.match(String(after.headers['cache-control']), /^public, /);
    assert.doesNotMatch(
      after.body,
      /continue-games|class="header__menu-place"|"view"|Ada/,
      "nothing of the hinted visitor's",
    );
  });

  it('ignores a garbage hint: the page stays the shared one', async () => {
    const garbage = await get('/games/snake', {
      cookie: `pn_vh_recent=${'x'.repeat(2000)}; pn_vh_Bad=1; pn_vh_theatre=%0A`,
    });
    assert.equal(garbage.statusCode, 200);
    assert.match(String(garbage.headers['cache-control']), /^public, /);
    assert.match(garbage.body, /id="portal-ssr">\{\}</, 'rendered with no hint');
  });

  it('renders a game page in theatre layout from its hint', async () => {
    const theatre = await get('/games/snake', { cookie: 'pn_vh_theatre=1' });
    assert.equal(theatre.headers['cache-control'], 'private, no-cache');
    assert.match(theatre.body, /class="player player--theatre"/);
    assert.doesNotMatch((await get('/games/snake')).body, /class="player player--theatre"/);
  });

  it("gives the visitor's health tokens and bucket on a request of its own, never stored", async () => {
    const res = await get('/health-tokens.json', { 'user-agent': DESKTOP });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.match(String(res.headers['set-cookie']), /pn_bucket=/);
    const tokens = res.json() as Record<string, { version: string; token: string }>;
    assert.ok(Object.keys(tokens).length > 0);
    for (const { version, token } of Object.values(tokens)) assert.ok(version && token);
  });
});
