import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { assertServerBundleIntegrity } from './server-bundle-integrity.js';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const FILES = { 'server/index.js': 'module.exports = {};', 'server/12.abc.js': 'exports.id = 12;' };

describe('a server build is loaded only with the bytes recorded for it', () => {
  let dist: string;
  const record = (value: unknown) => writeFile(path.join(dist, 'integrity.json'), JSON.stringify({ '1.0.0-a': value }));

  beforeEach(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'server-integrity-'));
    await mkdir(path.join(dist, '1.0.0-a', 'server'), { recursive: true });
    for (const [file, text] of Object.entries(FILES)) await writeFile(path.join(dist, '1.0.0-a', file), text);
    await record({
      'remoteEntry.js': sri('var blog;'),
      ...Object.fromEntries(Object.entries(FILES).map(([file, text]) => [file, sri(text)])),
    });
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('passes the files as recorded', () => {
    assert.doesNotThrow(() => assertServerBundleIntegrity(dist, '1.0.0-a'));
  });

  it('refuses a changed file, naming it', async () => {
    await writeFile(path.join(dist, '1.0.0-a', 'server', '12.abc.js'), 'exports.id = 13;');
    assert.throws(() => assertServerBundleIntegrity(dist, '1.0.0-a'), /1\.0\.0-a\/server\/12\.abc\.js does not match/);
  });

  it('refuses a file added after the record', async () => {
    await writeFile(path.join(dist, '1.0.0-a', 'server', 'extra.js'), 'steal();');
    assert.throws(() => assertServerBundleIntegrity(dist, '1.0.0-a'), /server\/extra\.js has no recorded hash/);
  });

  it('does not check a version recorded before server builds were hashed', async () => {
    await record(sri('var blog;'));
    await writeFile(path.join(dist, '1.0.0-a', 'server', 'index.js'), 'changed');
    assert.doesNotThrow(() => assertServerBundleIntegrity(dist, '1.0.0-a'));
  });
});
