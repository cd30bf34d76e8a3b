import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { edgeAlone, shellClient } from '../testing.js';
import { inCanary } from './bucket.js';
import { pinLink } from '@portal/release';

const STABLE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
const OLD = '0.9.0-cccccccccc';
const secret = 'edge-test-secret-of-at-least-32-chars';

/** The edge resolves canaries and pins per visitor, the same way for pages, /remotes.json and /_build.json. */
describe('edge server: progressive delivery per visitor', () => {
  let remotesRoot: string;
  let edge: FastifyInstance;
  const dist = () => path.join(remotesRoot, 'mfe-blog', 'dist');
  const ids = Array.from({ length: 200 }, (_, n) => n.toString(16).padStart(16, '0'));
  const canaryVisitor = ids.find((id) => inCanary(id, 'blog', 30))!;
  const stableVisitor = ids.find((id) => !inCanary(id, 'blog', 30))!;

  const get = (url: string, cookie?: string) => edge.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const blogOf = async (url: string, cookie?: string) => (await get(url, cookie)).json().blog;

  before(async () => {
    remotesRoot = await mkdtemp(path.join(os.tmpdir(), 'edge-delivery-'));
    for (const version of [STABLE, CANARY, OLD]) {
      await mkdir(path.join(dist(), version), { recursive: true });
      await writeFile(path.join(dist(), version, 'mf-manifest.json'), '{}');
    }
    await writeFile(
      path.join(dist(), 'current.json'),
      JSON.stringify({ version: STABLE, canary: { version: CANARY, percent: 30 } }),
    );
    await writeFile(path.join(dist(), 'integrity.json'), JSON.stringify({ [CANARY]: 'sha384-canary' }));
    const clientDir = await shellClient(remotesRoot);
    edge = await edgeAlone({
      ...loadEdgeConfig({ RELEASE_PIN_SECRET: secret }),
      remotesRoot,
      clientDir,
      serverRender: false,
    });
  });
  after(async () => {
    await edge.close();
    await rm(remotesRoot, { recursive: true, force: true });
  });

  it('gives a new visitor a bucket cookie and the version their bucket decides, on every route alike', async () => {
    const first = await get('/remotes.json');
    const cookie = [first.headers['set-cookie']].flat()[0]!;
    assert.match(cookie, /^pn_bucket=[0-9a-f]{16}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    assert.match(String(first.headers.vary), /Cookie/);

    const canary = await blogOf('/remotes.json', `pn_bucket=${canaryVisitor}`);
    assert.deepEqual(
      {
        version: canary.version,
        integrity: canary.integrity,
        track: canary.track,
        fallback: canary.previous[0].version,
      },
      { version: CANARY, integrity: 'sha384-canary', track: 'canary', fallback: STABLE },
    );
    assert.equal((await blogOf('/remotes.json', `pn_bucket=${stableVisitor}`)).version, STABLE);
    assert.equal((await get('/_build.json', `pn_bucket=${canaryVisitor}`)).json().remotes.blog, CANARY);
    assert.equal((await get('/_build.json', `pn_bucket=${stableVisitor}`)).json().remotes.blog, STABLE);
    const page = await get('/blog', `pn_bucket=${canaryVisitor}`);
    assert.match(page.body, new RegExp(`"blog":\\{"version":"${CANARY}"`));
  });

  it('pins a browser once its visitor confirms a signed link, ignores tampered and expired ones, and clears pins', async () => {
    const link = new URL(
      pinLink('http://x', secret, { remote: 'blog', version: OLD, until: Date.now() + 60_000 }, '/blog'),
    );
    const confirmation = await get(`${link.pathname}${link.search}`);
    assert.equal(confirmation.statusCode, 200);
    assert.equal(confirmation.headers['set-cookie'], undefined, 'opening the link alone pins nothing');
    const pinned = await edge.inject({
      method: 'POST',
      url: '/_pin',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: Object.fromEntries(link.searchParams),
    });
    assert.equal(pinned.statusCode, 303);
    assert.equal(pinned.headers.location, '/blog');
    const pinCookie = String(pinned.headers['set-cookie']).split(';')[0]!;
    assert.match(pinCookie, /^pn_pin_blog=/);
    const cookies = `pn_bucket=${canaryVisitor}; ${pinCookie}`;
    assert.deepEqual(
      {
        version: (await blogOf('/remotes.json', cookies)).version,
        track: (await blogOf('/remotes.json', cookies)).track,
      },
      { version: OLD, track: 'pinned' },
    );

    const tampered = new URL(link);
    tampered.searchParams.set('version', CANARY);
    const expired = new URL(pinLink('http://x', secret, { remote: 'blog', version: OLD, until: Date.now() - 1 }));
    for (const url of [tampered, expired]) {
      const res = await get(`${url.pathname}${url.search}`);
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers['set-cookie'], undefined);
    }
    // A cookie edited by hand is ignored too.
    const forged = pinCookie.replace(OLD, CANARY);
    assert.equal((await blogOf('/remotes.json', `pn_bucket=${stableVisitor}; ${forged}`)).version, STABLE);

    const cleared = await get('/_pin/clear?next=/blog', cookies);
    assert.equal(cleared.headers.location, '/blog');
    assert.match(String(cleared.headers['set-cookie']), /^pn_pin_blog=; Max-Age=0; Path=\/;/);
  });
});
