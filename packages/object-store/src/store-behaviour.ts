import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { InvalidKeyError, type ObjectStore, readObject } from './object-store.js';

const keysOf = async (iterable: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const item of iterable) keys.push(item.key);
  return keys;
};

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

/**
 * What every backend of ObjectStore must do, run once per backend (disk-store.test.ts, s3-store.test.ts): `make`
 * gives an empty store of its own to each test.
 */
export function describeObjectStore(name: string, make: () => Promise<ObjectStore>): void {
  describe(`${name}: the ObjectStore contract`, () => {
    it('stores, reads, replaces and deletes objects', async () => {
      const objects = await make();
      assert.equal(await objects.get('games/snake/1/index.html'), null);
      assert.equal(await objects.head('games/snake/1/index.html'), null);
      await objects.put('games/snake/1/index.html', '<h1>one</h1>', { contentType: 'text/html; charset=utf-8' });
      await objects.put('games/snake/1/game.js', Readable.from([Buffer.from('let a'), Buffer.from(' = 1;')]));
      assert.equal(String(await readObject(objects, 'games/snake/1/game.js')), 'let a = 1;');
      const before = await objects.head('games/snake/1/index.html');
      assert.equal(before?.size, 12);
      assert.ok(before?.etag);
      await objects.put('games/snake/1/index.html', '<h1>two!</h1>');
      assert.equal(String(await readObject(objects, 'games/snake/1/index.html')), '<h1>two!</h1>');
      assert.notEqual((await objects.head('games/snake/1/index.html'))?.etag, before?.etag);
      await objects.delete('games/snake/1/index.html');
      await objects.delete('games/snake/1/index.html');
      assert.equal(await objects.head('games/snake/1/index.html'), null);
    });

    it('copies an object over another, and answers false for a missing one', async () => {
      const objects = await make();
      await objects.put('staging/a b', 'new bytes');
      await objects.put('games/snake/1/game.js', 'old');
      assert.equal(await objects.copy('staging/a b', 'games/snake/1/game.js'), true);
      assert.equal(String(await readObject(objects, 'games/snake/1/game.js')), 'new bytes');
      assert.equal(String(await readObject(objects, 'staging/a b')), 'new bytes');
      assert.equal(await objects.copy('staging/missing', 'games/snake/1/other.js'), false);
      assert.equal(await objects.head('games/snake/1/other.js'), null);
      await assert.rejects(objects.copy('staging/a b', '../x'), InvalidKeyError);
    });

    it('reads a byte range, telling the whole size', async () => {
      const objects = await make();
      await objects.put('media/clip.mp4', '0123456789');
      const part = await objects.get('media/clip.mp4', { range: { start: 2, end: 5 } });
      assert.equal(part?.size, 10);
      assert.equal(await text(part!.body), '2345');
      const whole = await objects.get('media/clip.mp4');
      assert.equal(await text(whole!.body), '0123456789');
    });

    it('lists by prefix in key order', async () => {
      const objects = await make();
      for (const key of ['b/2', 'a/1', 'a/10/x', 'ab/1', 'a/0']) await objects.put(key, key);
      assert.deepEqual(await keysOf(objects.list('a/')), ['a/0', 'a/1', 'a/10/x']);
      assert.deepEqual(await keysOf(objects.list('a')), ['a/0', 'a/1', 'a/10/x', 'ab/1']);
      assert.deepEqual(await keysOf(objects.list('a/1')), ['a/1', 'a/10/x']);
      assert.deepEqual(await keysOf(objects.list('missing/')), []);
      const [first] = await keysOf(objects.list('b/'));
      assert.equal(first, 'b/2');
      for await (const info of objects.list('a/0')) assert.deepEqual([info.key, info.size], ['a/0', 3]);
      // Stores keep whole seconds at least: the write happened within a few seconds of now, never in the future.
      for await (const info of objects.list('a/')) {
        assert.ok(
          Math.abs(Date.now() - info.modified.getTime()) < 60_000,
          `${info.key} at ${info.modified.toISOString()}`,
        );
        const head = await objects.head(info.key);
        assert.ok(Math.abs(head!.modified.getTime() - info.modified.getTime()) < 1_000, 'list and head agree');
      }
      await objects.deletePrefix('a/');
      assert.deepEqual(await keysOf(objects.list('')), ['ab/1', 'b/2']);
    });

    it('deletes a prefix of more objects than one request takes', async () => {
      const objects = await make();
      const keys = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, '0')}`);
      for (let i = 0; i < keys.length; i += 50)
        await Promise.all(keys.slice(i, i + 50).map((key) => objects.put(key, 'x')));
      await objects.put('other', 'y');
      assert.equal((await keysOf(objects.list('many/'))).length, 1005);
      await objects.deletePrefix('many/');
      assert.deepEqual(await keysOf(objects.list('')), ['other']);
    });

    it('keeps the old object when a write fails halfway', async () => {
      const objects = await make();
      await objects.put('k', 'old');
      const failing = new Readable({
        read() {
          this.push('new bytes');
          this.destroy(new Error('connection reset'));
        },
      });
      await assert.rejects(objects.put('k', failing), /connection reset/);
      assert.equal(String(await readObject(objects, 'k')), 'old');
      assert.deepEqual(await keysOf(objects.list('')), ['k']);
    });

    it('refuses keys that are not plain relative paths', async () => {
      const objects = await make();
      for (const key of ['', '../x', 'a/../../x', '/abs', 'a//b', 'a/./b', 'a\\b', 'a\u0000b', 'a/']) {
        await assert.rejects(objects.put(key, 'x'), InvalidKeyError, key);
        await assert.rejects(objects.get(key), InvalidKeyError, key);
      }
      await assert.rejects(objects.deletePrefix(''), InvalidKeyError);
      assert.throws(() => objects.list('../'), InvalidKeyError);
    });
  });
}
