import assert from 'node:assert/strict';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { DiskObjectStore, InvalidKeyError, readObject } from './index.js';

const store = async () => new DiskObjectStore(await mkdtemp(path.join(os.tmpdir(), 'object-store-')));
const keysOf = async (iterable: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const item of iterable) keys.push(item.key);
  return keys;
};

describe('disk object store', () => {
  it('stores, reads, replaces and deletes objects', async () => {
    const objects = await store();
    assert.equal(await objects.get('games/snake/1/index.html'), null);
    await objects.put('games/snake/1/index.html', '<h1>one</h1>');
    await objects.put('games/snake/1/game.js', Readable.from([Buffer.from('let a'), Buffer.from(' = 1;')]));
    assert.equal(String(await readObject(objects, 'games/snake/1/game.js')), 'let a = 1;');
    const before = await objects.head('games/snake/1/index.html');
    assert.equal(before?.size, 12);
    await objects.put('games/snake/1/index.html', '<h1>two!</h1>');
    assert.equal(String(await readObject(objects, 'games/snake/1/index.html')), '<h1>two!</h1>');
    assert.notEqual((await objects.head('games/snake/1/index.html'))?.etag, before?.etag);
    await objects.delete('games/snake/1/index.html');
    await objects.delete('games/snake/1/index.html');
    assert.equal(await objects.head('games/snake/1/index.html'), null);
  });

  it('lists by prefix in key order, never a file being written', async () => {
    const objects = await store();
    for (const key of ['b/2', 'a/1', 'a/10/x', 'ab/1', 'a/0']) await objects.put(key, key);
    assert.deepEqual(await keysOf(objects.list('a/')), ['a/0', 'a/1', 'a/10/x']);
    assert.deepEqual(await keysOf(objects.list('a')), ['a/0', 'a/1', 'a/10/x', 'ab/1']);
    assert.deepEqual(await keysOf(objects.list('a/1')), ['a/1', 'a/10/x']);
    assert.deepEqual(await keysOf(objects.list('missing/')), []);
    await objects.deletePrefix('a/');
    assert.deepEqual(await keysOf(objects.list('')), ['ab/1', 'b/2']);
    assert.deepEqual(await readdir(objects.root), ['ab', 'b']);
  });

  it('keeps the old object when a write fails halfway', async () => {
    const objects = await store();
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
    const objects = await store();
    for (const key of ['', '../x', 'a/../../x', '/abs', 'a//b', 'a/./b', 'a\\b', 'a\u0000b', 'a/'])
      await assert.rejects(objects.put(key, 'x'), InvalidKeyError, key);
    await assert.rejects(objects.deletePrefix(''), InvalidKeyError);
    assert.throws(() => objects.list('../'), InvalidKeyError);
  });
});
