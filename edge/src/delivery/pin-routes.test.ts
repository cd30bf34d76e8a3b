import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pinLink, pinToken } from '@portal/release';
import { loadEdgeConfig } from '../config.js';
import { edgeAlone, shellClient } from '../testing.js';

const PORTAL = 'http://localhost:8080';
const VERSION = '0.9.0-cccccccccc';
const CURRENT = '1.0.0-aaaaaaaaaa';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** Every `next` a crafted link may carry: each must end on the portal, and none may answer 500. */
const NEXTS = [
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/\u0000x',
  '/a\r\nSet-Cookie: x=1',
  '\u3000',
  '/\u3000/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'http:evil.example',
  '//evil.example',
  '/.//evil.example',
  'https://evil.example/',
  ' //evil.example',
  'javascript:alert(1)',
  '/ja/ゲーム?q=é#top',
  '/blog?page=2#posts',
];

/** A Location (or form target) that a browser resolves to the portal itself, in plain ASCII. */
function assertStaysOnPortal(target: string | undefined, what: string) {
  assert.ok(target, `${what}: no target`);
  assert.match(target, /^\/(?!\/)[\x21-\x7e]*$/, `${what}: ${JSON.stringify(target)}`);
  assert.equal(new URL(target, PORTAL).origin, PORTAL, what);
}

describe('edge server: pin links', () => {
  let root: string;
  let edge: FastifyInstance;
  let secret: string;

  const link = (next = '/blog', key = secret, until = Date.now() + 60_000) =>
    new URL(pinLink(PORTAL, key, { remote: 'blog', version: VERSION, until }, next));
  const get = (url: URL | string) =>
    edge.inject({ method: 'GET', url: typeof url === 'string' ? url : `${url.pathname}${url.search}` });
  const post = (url: string, fields: Record<string, string>, headers: InjectOptions['headers'] = SAME_ORIGIN) =>
    edge.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const confirm = (url: URL, headers?: InjectOptions['headers']) =>
    post('/_pin', Object.fromEntries(url.searchParams), headers);

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-pins-'));
    const dist = path.join(root, 'mfe-blog', 'dist');
    for (const version of [CURRENT, VERSION]) {
      await mkdir(path.join(dist, version), { recursive: true });
      await writeFile(path.join(dist, version, 'mf-manifest.json'), '{}');
    }
    await writeFile(path.join(dist, 'current.json'), JSON.stringify({ version: CURRENT }));
    edge = await edgeAlone({
      // No RELEASE_PIN_SECRET: the edge makes one in DATA_DIR, which `npm run pin` reads too.
      ...loadEdgeConfig({ DATA_DIR: path.join(root, 'data') }),
      remotesRoot: root,
      clientDir: await shellClient(root),
      serverRender: false,
    });
    secret = (await readFile(path.join(root, 'data', 'pin-secret'), 'utf8')).trim();
  });
  after(async () => {
    await edge.close();
    await rm(root, { recursive: true, force: true });
  });

  it('makes its key once per data folder: a second edge on it accepts the first one’s pins', async () => {
    assert.match(secret, /^[A-Za-z0-9_-]{43}$/);
    const cookie = `pn_pin_blog=${pinToken(secret, { remote: 'blog', version: VERSION, until: Date.now() + 60_000 })}`;
    const replica = await edgeAlone({
      ...loadEdgeConfig({ DATA_DIR: path.join(root, 'data') }),
      remotesRoot: root,
      clientDir: path.join(root, 'shell-client'),
      serverRender: false,
    });
    try {
      const registry = await replica.inject({ method: 'GET', url: '/remotes.json', headers: { cookie } });
      assert.equal(registry.json().blog.version, VERSION);
    } finally {
      await replica.close();
    }
  });

  it('shows a translated confirmation naming the remote and version; opening the link sets no cookie', async () => {
    const page = await get(link('/fr/blog'));
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['set-cookie'], undefined);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(page.body, /<html lang="fr" dir="ltr">/);
    assert.match(page.body, /Épingler ce navigateur/);
    assert.match(page.body, new RegExp(`<strong>blog</strong> <code>${VERSION}</code>`));
    assert.match(page.body, /<form method="post" action="\/_pin">/);
    assert.match(page.body, /<input type="hidden" name="next" value="\/fr\/blog">/);
    assert.match((await get(link('/ar'))).body, /<html lang="ar" dir="rtl">/);
  });

  it('pins on the confirmation’s same-origin POST, then goes on to `next` with a 303', async () => {
    for (const headers of [SAME_ORIGIN, { origin: PORTAL }]) {
      const pinned = await confirm(link('/blog?x=1'), headers);
      assert.equal(pinned.statusCode, 303);
      assert.equal(pinned.headers.location, '/blog?x=1');
      assert.match(
        String(pinned.headers['set-cookie']),
        /^pn_pin_blog=[^;]+; Max-Age=(59|60); Path=\/; HttpOnly; SameSite=Lax$/,
      );
    }
  });

  it('refuses a POST from another site, or with no sign of where it came from, with a translated page', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ]) {
      const refused = await confirm(link(), { ...headers, 'accept-language': 'de' });
      assert.equal(refused.statusCode, 403, JSON.stringify(headers));
      assert.equal(refused.headers['set-cookie'], undefined);
      assert.match(refused.body, /Nichts wurde geändert/);
      const clear = await post('/_pin/clear', { next: '/blog' }, { ...headers, cookie: 'pn_pin_blog=x' });
      assert.equal(clear.statusCode, 403);
      assert.equal(clear.headers['set-cookie'], undefined);
    }
  });

  it('refuses a pin signed with the old public default or any guessed key, and one held past the cap', async () => {
    const decade = Date.now() + 10 * 365 * 24 * 60 * 60_000;
    const dayAndAMinute = Date.now() + (24 * 60 + 1) * 60_000;
    for (const forged of [
      link('/blog', 'playnook-local-pin-secret'),
      link('/blog', 'secret'),
      link('/blog', secret, decade),
      link('/blog', secret, dayAndAMinute),
    ]) {
      const opened = await get(forged);
      assert.equal(opened.statusCode, 302);
      assert.equal(opened.headers.location, '/blog');
      assert.equal(opened.headers['set-cookie'], undefined);
      const posted = await confirm(forged);
      assert.equal(posted.statusCode, 303);
      assert.equal(posted.headers['set-cookie'], undefined);
    }
    const longCookie = `pn_pin_blog=${pinToken(secret, { remote: 'blog', version: VERSION, until: decade })}`;
    const registry = await edge.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: longCookie } });
    assert.equal(registry.json().blog.version, CURRENT, 'a cookie holding past the cap is ignored');
  });

  it('keeps every `next` on the portal, on every pin route, and never answers 500', async () => {
    const raw = ['/%09/evil.example', '/%0Ax', '/%0Dx', '/%00x', '%E3%80%80', '%5C%5Cevil.example', '/%5Cevil.example'];
    for (const query of raw) {
      for (const url of [`/_pin/clear?next=${query}`, `/_pin?remote=blog&sig=x&next=${query}`]) {
        const res = await get(url);
        assert.equal(res.statusCode, 302, url);
        assertStaysOnPortal(res.headers.location, url);
      }
    }
    assert.equal((await get('/_pin/clear?next=/%09/evil.example')).headers.location, '/');
    for (const next of NEXTS) {
      const what = JSON.stringify(next);
      const page = await get(link(next));
      assert.equal(page.statusCode, 200, what);
      const [, formNext] = /name="next" value="([^"]*)"/.exec(page.body) ?? [];
      assertStaysOnPortal(formNext?.replace(/&amp;/g, '&'), `${what} in the form`);
      const [, cancel] = /<a href="([^"]*)">/.exec(page.body) ?? [];
      assertStaysOnPortal(cancel?.replace(/&amp;/g, '&'), `${what} as the cancel link`);
      const bad = new URL(link(next));
      bad.searchParams.set('sig', 'x'.repeat(43));
      for (const res of [
        await get(bad),
        await confirm(link(next)),
        await get(`/_pin/clear?next=${encodeURIComponent(next)}`),
        await post('/_pin/clear', { next }),
      ]) {
        assert.ok([302, 303].includes(res.statusCode), `${what}: ${res.statusCode}`);
        assertStaysOnPortal(res.headers.location, what);
      }
    }
    assert.equal(
      (await get(`/_pin/clear?next=${encodeURIComponent('/blog?page=2#posts')}`)).headers.location,
      '/blog?page=2#posts',
    );
  });

  it('answers malformed posts with a 4xx, an empty form with the home page', async () => {
    const raw = (type: string, payload: string) =>
      edge.inject({ method: 'POST', url: '/_pin', headers: { 'content-type': type }, payload });
    assert.equal((await raw('text/plain', 'x')).statusCode, 400);
    assert.equal((await raw('text/xml', '<x/>')).statusCode, 415);
    const huge = await post('/_pin', { next: `/${'x'.repeat(5000)}` });
    assert.equal(huge.statusCode, 413);
    const none = await edge.inject({ method: 'POST', url: '/_pin/clear', headers: SAME_ORIGIN });
    assert.equal(none.statusCode, 400);
    const empty = await post('/_pin/clear', {});
    assert.equal(empty.statusCode, 303);
    assert.equal(empty.headers.location, '/');
  });
});
