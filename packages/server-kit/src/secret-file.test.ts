import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { dataDirSecret } from './secret-file.js';

describe('dataDirSecret', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'secret-file-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('makes a random secret once per data folder and file name, readable by its owner only', async () => {
    const data = path.join(dir, 'data');
    const first = dataDirSecret(data, 'pin-secret');
    assert.match(first, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(dataDirSecret(data, 'pin-secret'), first);
    assert.notEqual(dataDirSecret(data, 'other-secret'), first);
    assert.notEqual(dataDirSecret(path.join(dir, 'elsewhere'), 'pin-secret'), first);
    assert.equal((await readFile(path.join(data, 'pin-secret'), 'utf8')).trim(), first);
    assert.equal((await stat(path.join(data, 'pin-secret'))).mode & 0o777, 0o600);
    assert.deepEqual((await readdir(data)).sort(), ['other-secret', 'pin-secret'], 'no draft left behind');
  });

  it('keeps a secret an operator wrote, refuses a file too short to be one', async () => {
    const given = 'x'.repeat(40);
    await writeFile(path.join(dir, 'given-secret'), `${given}\n`);
    assert.equal(dataDirSecret(dir, 'given-secret'), given);
    await writeFile(path.join(dir, 'short-secret'), 'short');
    assert.throws(() => dataDirSecret(dir, 'short-secret'), /no usable secret/);
  });

  it('gives an in-memory data folder one secret per process and name, written nowhere', () => {
    assert.equal(dataDirSecret('memory://', 'pin-secret'), dataDirSecret('memory://', 'pin-secret'));
    assert.notEqual(dataDirSecret('memory://', 'pin-secret'), dataDirSecret('memory://', 'jwt-secret'));
    assert.notEqual(dataDirSecret('memory://a', 'pin-secret'), dataDirSecret('memory://b', 'pin-secret'));
  });
});
