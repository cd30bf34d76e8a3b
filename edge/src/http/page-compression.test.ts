import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { edgeWithApi, PORTAL_PAGES } from '../testing.js';
import { pageEncoding } from './page-compression.js';

/** Seeded content (api/seed) for the table's dynamic pages, so each renders a real page rather than a 404. */
const SLUGS: Record<string, string> = {
  ':slug': 'snake',
  '/categories/:slug': 'puzzle',
  '/tagslist/:slug': 'retro',
  '/makers/:slug': 'playnook',
  '/blog/:slug': 'welcome-to-playnook',
};

const samplePath = (route: string) => route.replace(/:[a-z]+/, SLUGS[route] ?? SLUGS[':slug']!);

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString(
    'utf8',
  );

describe('page compression: negotiation', () => {
  it('prefers brotli, then gzip, and honours q-values and refusals', () => {
    assert.equal(pageEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(pageEncoding('gzip, deflate'), 'gzip');
    assert.equal(pageEncoding('br;q=0.5, gzip;q=1'), 'gzip');
    assert.equal(pageEncoding('br;q=0, gzip;q=0'), 'identity');
    assert.equal(pageEncoding('*'), 'br');
    assert.equal(pageEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(pageEncoding('deflate'), 'identity');
    assert.equal(pageEncoding(undefined), 'identity');
    assert.equal(pageEncoding(''), 'identity');
  });
});

/** The built portal (the shell's server renderer), the API in process: run after `npm run build`. */
describe('page compression: every page of the page table', () => {
  let edge: FastifyInstance;
  before(async () => {
    edge = await edgeWithApi({ serverRender: true, ssrWorkers: 1, ssrBudgetMs: 5_000, ssrDeadlineMs: 30_000 });
  });
  after(() => edge.close());

  it('answers br and gzip when asked, rendered and from the page cache, with the same HTML as uncompressed', async () => {
    const paths = [...PORTAL_PAGES.map((page) => samplePath(page.path)), '/ar/games/snake', '/no-such-page'];
    for (const path of paths) {
      // The first request renders the page; the next ones are answered from the page cache.
      const answers = [];
      for (const accept of ['br, gzip', 'gzip', undefined]) {
        const res = await edge.inject({ url: path, headers: accept ? { 'accept-encoding': accept } : {} });
        assert.match(String(res.headers['content-type']), /text\/html/, path);
        assert.match(String(res.headers.vary), /Accept-Encoding/, `${path}: Vary`);
        const encoding = res.headers['content-encoding'] as string | undefined;
        assert.equal(encoding, accept?.split(',')[0], `${path} asked for ${accept ?? 'identity'}`);
        answers.push(decode(encoding, res.rawPayload));
      }
      const [br, gzip, identity] = answers;
      assert.match(identity!, /<\/html>/, `${path}: a whole document`);
      assert.equal(br, identity, `${path}: brotli decodes to the same page`);
      assert.equal(gzip, identity, `${path}: gzip decodes to the same page`);
    }
  });
});
