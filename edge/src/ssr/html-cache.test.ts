import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { createHtmlCache } from './html-cache.js';

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('the server-rendered page micro-cache', () => {
  it('serves a page it sent completely again until its time is up', async () => {
    let clock = 10_000;
    const cache = createHtmlCache({ ttlMs: 1000, now: () => clock });
    assert.equal(cache.get('/'), undefined);
    assert.equal(await text(cache.keep('/', 200, Readable.from(['<p>', 'page</p>']))), '<p>page</p>');
    assert.deepEqual(cache.get('/'), { status: 200, html: '<p>page</p>', nonce: undefined });
    clock = 10_999;
    assert.equal(cache.get('/')?.html, '<p>page</p>');
    clock = 11_001;
    assert.equal(cache.get('/'), undefined);
  });

  it("gives a kept page each later response's own CSP nonce", async () => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0 });
    await text(
      cache.keep(
        '/',
        200,
        Readable.from(['<script nonce="first">a</script><script nonce="first">b</script>']),
        'first',
      ),
    );
    const entry = cache.get('/')!;
    assert.equal(cache.htmlFor(entry, 'second'), '<script nonce="second">a</script><script nonce="second">b</script>');
  });

  it('keeps nothing of a stream that failed, and nothing at all with a time of 0', async () => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0 });
    const failing = new Readable({
      read() {
        this.destroy(new Error('render aborted'));
      },
    });
    await assert.rejects(text(cache.keep('/broken', 200, failing)));
    assert.equal(cache.get('/broken'), undefined);
    const never = createHtmlCache({ ttlMs: 0, now: () => 0 });
    await text(never.keep('/', 200, Readable.from(['x'])));
    assert.equal(never.get('/'), undefined);
  });

  it('holds no more than its byte budget, however many addresses are asked for', async () => {
    const cache = createHtmlCache({ ttlMs: 60_000, maxBytes: 100_000, now: () => 0 });
    const page = 'x'.repeat(10_000);
    for (let i = 0; i < 600; i++) await text(cache.keep(`/?cb=${i}`, 200, Readable.from([page])));
    assert.ok(cache.weight() <= 100_000, `${cache.weight()} bytes kept`);
    assert.equal(cache.get('/?cb=599')?.html, page, 'the most recent pages stay');
    assert.equal(cache.get('/?cb=0'), undefined, 'the oldest went first');
    await text(cache.keep('/huge', 200, Readable.from(['y'.repeat(60_000)])));
    assert.equal(cache.get('/huge'), undefined, 'a page over the budget is sent, never kept');
  });
});
