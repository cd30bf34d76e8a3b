/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendHistory, movePointer, readPointerState, recordPin, setCanary } from '@portal/release';
import { pruneVersions } from './prune.mjs';

let distDir: string;

async function version(name: string) {
  await mkdir(path.join(distDir, name), { recursive: true });
  await writeFile(path.join(distDir, name, 'remoteEntry.js'), name);
  await mkdir(path.join(distDir, '.sourcemaps', name), { recursive: true });
}

beforeEach(async () => {
  distDir = path.join(await mkdtemp(path.join(tmpdir(), 'prune-test-')), 'dist');
  for (const name of [
    '0.1.0-aaaaaaaaaa',
    '0.1.0-bbbbbbbbbb',
    '0.1.0-cccccccccc',
    '0.1.0-dddddddddd',
    '0.1.0-local0000',
  ])
    await version(name);
  const at = new Date('2026-01-01T00:00:00Z');
  await appendHistory(distDir, { action: 'release', version: '0.1.0-aaaaaaaaaa', previous: null, at });
  await appendHistory(distDir, { action: 'release', version: '0.1.0-bbbbbbbbbb', previous: '0.1.0-aaaaaaaaaa', at });
  await appendHistory(distDir, { action: 'release', version: '0.1.0-cccccccccc', previous: '0.1.0-bbbbbbbbbb', at });
  await appendHistory(distDir, { action: 'rollback', version: '0.1.0-bbbbbbbbbb', previous: '0.1.0-cccccccccc', at });
  await appendHistory(distDir, { action: 'release', version: '0.1.0-dddddddddd', previous: '0.1.0-bbbbbbbbbb', at });
  await movePointer(distDir, '0.1.0-dddddddddd', 'release', at);
});
afterEach(() => rm(path.dirname(distDir), { recursive: true, force: true }));

test('keeps the current version and those the last N history entries name; removes the rest and their maps', async () => {
  const result = await pruneVersions({ distDir, remote: 'blog', keep: 1 });
  expect(result).toEqual({
    kept: ['0.1.0-bbbbbbbbbb', '0.1.0-dddddddddd'],
    removed: ['0.1.0-aaaaaaaaaa', '0.1.0-cccccccccc', '0.1.0-local0000'],
  });
  expect((await readdir(distDir)).sort()).toEqual(
    ['.sourcemaps', '0.1.0-bbbbbbbbbb', '0.1.0-dddddddddd', 'current.json', 'releases.json'].sort(),
  );
  expect((await readdir(path.join(distDir, '.sourcemaps'))).sort()).toEqual(['0.1.0-bbbbbbbbbb', '0.1.0-dddddddddd']);
});

test('a longer memory keeps the versions earlier rollbacks may need', async () => {
  const { removed } = await pruneVersions({ distDir, remote: 'blog', keep: 3 });
  expect(removed).toEqual(['0.1.0-aaaaaaaaaa', '0.1.0-local0000']);
});

test('keeps the running canary and every version an unexpired pin names; an expired pin keeps nothing', async () => {
  const now = new Date('2026-06-01T12:00:00Z');
  await setCanary(distDir, await readPointerState(distDir), { version: '0.1.0-local0000', percent: 10 });
  await recordPin(distDir, { version: '0.1.0-aaaaaaaaaa', until: now.getTime() + 60_000, now });
  await recordPin(distDir, { version: '0.1.0-cccccccccc', until: now.getTime() - 1, now });
  const { kept, removed } = await pruneVersions({ distDir, remote: 'blog', keep: 1, now });
  expect(kept).toEqual(['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb', '0.1.0-dddddddddd', '0.1.0-local0000']);
  expect(removed).toEqual(['0.1.0-cccccccccc']);
  // Once the pin's time is up the version goes like any other.
  const later = new Date(now.getTime() + 120_000);
  expect((await pruneVersions({ distDir, remote: 'blog', keep: 1, now: later })).removed).toEqual(['0.1.0-aaaaaaaaaa']);
});
