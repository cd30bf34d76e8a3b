/**
 * @jest-environment node
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropCanary, promote, readHistory, readIntegrity, readPointerState, rollback } from '@portal/release';
import { release } from './release.mjs';

let work: string;
let distDir: string;

async function build(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'build-'));
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"blog"}');
  await writeFile(path.join(dir, 'remoteEntry.js'), `var blog = ${JSON.stringify(text)};`);
  return dir;
}
const publish = async (text: string, canaryPercent?: number) =>
  release({ distDir, remote: 'blog', built: await build(text), packageVersion: '1.0.0', canaryPercent, by: 'tester' });

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'canary-test-'));
  distDir = path.join(work, 'mfe-blog', 'dist');
});
afterEach(() => rm(work, { recursive: true, force: true }));

test('a canary release keeps the current version and names the canary with its percentage and entry hash', async () => {
  const stable = (await publish('a')).version;
  const canary = await publish('b', 10);
  expect(canary).toMatchObject({ previous: stable, moved: true, canary: 10 });
  const state = await readPointerState(distDir);
  expect(state).toMatchObject({ version: stable, canary: { version: canary.version, percent: 10, by: 'tester' } });
  expect((await readHistory(distDir)).at(-1)).toMatchObject({
    action: 'canary',
    version: canary.version,
    previous: stable,
    percent: 10,
    by: 'tester',
  });
  const hashes = await readIntegrity(distDir);
  expect(hashes[canary.version]['remoteEntry.js']).toBe(canary.integrity);
  expect(hashes[stable]['remoteEntry.js']).toMatch(/^sha384-/);
  expect(hashes[canary.version]['remoteEntry.js']).not.toBe(hashes[stable]['remoteEntry.js']);
});

test('a full release is refused while a canary runs', async () => {
  await publish('a');
  await publish('b', 50);
  await expect(publish('c')).rejects.toThrow(/runs a canary .*promote it .*or roll it back/);
});

test('promote makes the canary current; rollback then goes back to the version before it', async () => {
  const stable = (await publish('a')).version;
  const canary = (await publish('b', 25)).version;
  expect(await promote({ distDir, remote: 'blog', by: 'tester' })).toEqual({ version: canary, previous: stable });
  const state = await readPointerState(distDir);
  expect(state?.version).toBe(canary);
  expect(state?.canary).toBeUndefined();
  expect((await readHistory(distDir)).at(-1)).toMatchObject({ action: 'promote', version: canary, previous: stable });
  expect(await rollback({ distDir, remote: 'blog' })).toMatchObject({ version: stable, previous: canary, moved: true });
  await expect(promote({ distDir, remote: 'blog' })).rejects.toThrow(/no canary running/);
});

test('rollback without a version drops a running canary and records it', async () => {
  const stable = (await publish('a')).version;
  const canary = (await publish('b', 50)).version;
  expect(await rollback({ distDir, remote: 'blog' })).toMatchObject({ version: stable, droppedCanary: canary });
  expect((await readPointerState(distDir))?.canary).toBeUndefined();
  expect(JSON.parse(await readFile(path.join(distDir, 'current.json'), 'utf8')).version).toBe(stable);
  expect((await readHistory(distDir)).at(-1)).toMatchObject({
    action: 'drop-canary',
    version: canary,
    previous: stable,
    percent: 50,
    reason: 'rolled back by hand',
  });
});

test('the automatic drop leaves a newer canary alone and records its reason', async () => {
  await publish('a');
  const first = (await publish('b', 50)).version;
  const second = (await publish('c', 50)).version;
  expect(await dropCanary({ distDir, remote: 'blog', onlyVersion: first, reason: 'x' })).toBeNull();
  expect((await readPointerState(distDir))?.canary?.version).toBe(second);
  expect(
    await dropCanary({ distDir, remote: 'blog', onlyVersion: second, reason: 'too many errors', by: 'edge' }),
  ).toMatchObject({
    dropped: second,
  });
  expect((await readHistory(distDir)).at(-1)).toMatchObject({
    action: 'drop-canary',
    reason: 'too many errors',
    by: 'edge',
  });
});

test('rolling back to a named version while a canary runs ends the canary and says so', async () => {
  const stable = (await publish('a')).version;
  const canary = (await publish('b', 50)).version;
  expect(await rollback({ distDir, remote: 'blog', version: stable })).toMatchObject({ version: stable, moved: true });
  expect((await readPointerState(distDir))?.canary).toBeUndefined();
  expect((await readHistory(distDir)).at(-1)).toMatchObject({
    action: 'rollback',
    version: stable,
    droppedCanary: canary,
  });
});
