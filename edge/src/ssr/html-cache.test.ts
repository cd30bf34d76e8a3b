import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { collectPage, createHtmlCache } from './html-cache.js';

describe('the server-rendered page micro-cache', () => {
  it('serves a page it kept again until its time is up, with its validator', () => {
    let clock = 10_000;
    const cache = createHtmlCache({ ttlMs: 1000, now: () => clock });
    assert.equal(cache.get('/'), undefined);
    const kept = cache.keep('/', 200, '<p>page</p>');
    assert.equal(kept.html, '<p>page</p>');
    assert.match(kept.etag, /^"[\w-]{32}"$/);
    assert.equal(cache.get('/'), kept);
    clock = 10_999;
    assert.equal(cache.get('/')?.html, '<p>page</p>');
    clock = 11_001;
    assert.equal(cache.get('/'), undefined);
  });

  it('gives the same bytes the same ETag, and other bytes another', () => {
    const cache = createHtmlCache({ ttlMs: 0 });
    assert.equal(cache.keep('/a', 200, 'x').etag, cache.keep('/b', 200, 'x').etag);
    assert.notEqual(cache.keep('/a', 200, 'x').etag, cache.keep('/a', 200, 'y').etag);
  });

  it('collects a whole page, and fails with a stream that failed; keeps nothing with a time of 0', async () => {
    assert.equal(await collectPage(Readable.from(['<p>', 'page</p>'])), '<p>page</p>');
    const failing = new Readable({
      read() {
        this.destroy(new Error('render aborted'));
      },
    });
    await assert.rejects(collectPage(failing));
    const never = createHtmlCache({ ttlMs: 0, now: () => 0 });
    never.keep('/', 200, 'x');
    assert.equal(never.get('/'), undefined);
  });

  it('holds no more than its byte budget, however many addresses are asked for', () => {
    const cache = createHtmlCache({ ttlMs: 60_000, maxBytes: 100_000, now: () => 0 });
    const page = 'x'.repeat(10_000);
    for (let i = 0; i < 600; i++) cache.keep(`/?cb=${i}`, 200, page);
    assert.ok(cache.weight() <= 100_000, `${cache.weight()} bytes kept`);
    assert.equal(cache.get('/?cb=599')?.html, page, 'the most recent pages stay');
    assert.equal(cache.get('/?cb=0'), undefined, 'the oldest went first');
    cache.keep('/huge', 200, 'y'.repeat(40_000));
    assert.equal(cache.get('/huge'), undefined, 'a page over the budget is sent, never kept');
  });
});
