import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createObjectStore } from './create-store.js';
import { DiskObjectStore } from './disk-store.js';
import { S3ObjectStore } from './s3-store.js';

describe('createObjectStore', () => {
  it('is the bucket when its settings are given, else the disk store under the folder', () => {
    const disk = createObjectStore({ dir: 'data/objects' });
    assert.ok(disk instanceof DiskObjectStore);
    assert.equal(disk.root, path.resolve('data/objects'));
    const s3 = createObjectStore({ dir: 'data/objects', s3: { bucket: 'playnook', region: 'us-east-1' } });
    assert.ok(s3 instanceof S3ObjectStore);
    assert.equal(s3.kind, 's3');
  });
});
