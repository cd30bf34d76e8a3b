import assert from 'node:assert/strict';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { DiskObjectStore } from './index.js';
import { describeObjectStore } from './store-behaviour.js';

const store = async () => new DiskObjectStore(await mkdtemp(path.join(os.tmpdir(), 'object-store-')));

describeObjectStore('disk object store', store);

describe('disk object store: its files', () => {
  it('leaves no folder of a deleted prefix and no part file of a failed write', async () => {
    const objects = await store();
    for (const key of ['b/2', 'a/1', 'ab/1']) await objects.put(key, key);
    await objects.deletePrefix('a/');
    assert.deepEqual(await readdir(objects.root), ['ab', 'b']);
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await assert.rejects(objects.put('b/3', failing), /connection reset/);
    assert.deepEqual(await readdir(path.join(objects.root, 'b')), ['2']);
  });
});
