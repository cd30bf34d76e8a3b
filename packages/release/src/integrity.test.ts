/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readIntegrity, recordVersionIntegrity } from './index.mjs';

let distDir: string;
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'integrity-test-'));
  await mkdir(path.join(distDir, '1.0.0-a', 'server'), { recursive: true });
  await writeFile(path.join(distDir, '1.0.0-a', 'remoteEntry.js'), 'var blog;');
  await writeFile(path.join(distDir, '1.0.0-a', 'mf-manifest.json'), '{}');
  await writeFile(path.join(distDir, '1.0.0-a', '12.abc.css'), 'p{}');
  await writeFile(path.join(distDir, '1.0.0-a', 'server', 'index.js'), 'module.exports={}');
});
afterEach(() => rm(distDir, { recursive: true, force: true }));

test('every file of a version, server build included, is recorded beside the folder', async () => {
  expect(await recordVersionIntegrity(distDir, '1.0.0-a')).toBe(sri('var blog;'));
  expect(await readIntegrity(distDir)).toEqual({
    '1.0.0-a': {
      '12.abc.css': sri('p{}'),
      'mf-manifest.json': sri('{}'),
      'remoteEntry.js': sri('var blog;'),
      'server/index.js': sri('module.exports={}'),
    },
  });
});

test('a recorded version keeps its record: a changed folder cannot rewrite its own hashes', async () => {
  await recordVersionIntegrity(distDir, '1.0.0-a');
  await writeFile(path.join(distDir, '1.0.0-a', 'remoteEntry.js'), 'var blog = tampered;');
  expect(await recordVersionIntegrity(distDir, '1.0.0-a')).toBe(sri('var blog;'));
  expect((await readIntegrity(distDir))['1.0.0-a']['remoteEntry.js']).toBe(sri('var blog;'));
});

test('an entry-only record is completed when the entry still matches it, and kept when it does not', async () => {
  await writeFile(path.join(distDir, 'integrity.json'), JSON.stringify({ '1.0.0-a': sri('var blog;') }));
  await recordVersionIntegrity(distDir, '1.0.0-a');
  expect((await readIntegrity(distDir))['1.0.0-a']['server/index.js']).toBe(sri('module.exports={}'));

  await writeFile(path.join(distDir, 'integrity.json'), JSON.stringify({ '1.0.0-a': sri('var other;') }));
  expect(await recordVersionIntegrity(distDir, '1.0.0-a')).toBe(sri('var other;'));
  expect((await readIntegrity(distDir))['1.0.0-a']).toBe(sri('var other;'));
});
