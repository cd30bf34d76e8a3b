/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { endWatch, listVersions, LOCK_FILE, readHistory, readPointer, rollback, watchedRelease } from '@portal/release';
import { release } from './release.mjs';

let work: string;
let distDir: string;

let clock = Date.now();

/** Releases a build whose one chunk holds `text`, an hour after the previous release. */
async function releaseBuild(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'build-'));
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"games"}');
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var games;');
  await writeFile(path.join(dir, 'home.0123456789.js'), text);
  clock += 3_600_000;
  return (await release({ distDir, remote: 'games', built: dir, packageVersion: '1.2.0', now: new Date(clock) }))
    .version;
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rollback-test-'));
  distDir = path.join(work, 'mfe-games', 'dist');
});
afterEach(() => rm(work, { recursive: true, force: true }));

test('rolling back to a named version moves the pointer there and records where it came from', async () => {
  const a = await releaseBuild('a');
  const b = await releaseBuild('b');
  const now = new Date('2026-02-01T08:00:00Z');

  expect(await rollback({ distDir, remote: 'games', version: a, now })).toEqual({
    version: a,
    previous: b,
    moved: true,
  });
  expect(await readPointer(distDir)).toBe(a);
  expect((await readHistory(distDir)).at(-1)).toEqual({
    action: 'rollback',
    version: a,
    previous: b,
    at: now.toISOString(),
    by: expect.any(String),
  });
});

test('without a version, each rollback goes one release further back, and stops with a clear error at the first', async () => {
  const a = await releaseBuild('a');
  const b = await releaseBuild('b');
  await releaseBuild('c');

  expect(await rollback({ distDir, remote: 'games' })).toMatchObject({ version: b, moved: true });
  expect(await rollback({ distDir, remote: 'games' })).toMatchObject({ version: a, moved: true });
  await expect(rollback({ distDir, remote: 'games' })).rejects.toThrow(
    `games: the history (${path.join(distDir, 'releases.json')}) has no release before ${a}. Name a version: npm run rollback -- games <version> (see --list).`,
  );
  expect(await readPointer(distDir)).toBe(a);
});

test('a version with no folder, a malformed name, or an incomplete folder is refused and the pointer stays', async () => {
  const a = await releaseBuild('a');
  await expect(rollback({ distDir, remote: 'games', version: '1.2.0-nothere' })).rejects.toThrow(
    `games has no version "1.2.0-nothere" in ${distDir} (npm run rollback -- games --list).`,
  );
  await expect(rollback({ distDir, remote: 'games', version: '../mfe-games' })).rejects.toThrow(
    'games has no version "../mfe-games"',
  );
  await mkdir(path.join(distDir, '1.2.0-partial'));
  await writeFile(path.join(distDir, '1.2.0-partial', 'remoteEntry.js'), '');
  await expect(rollback({ distDir, remote: 'games', version: '1.2.0-partial' })).rejects.toThrow(
    `${path.join(distDir, '1.2.0-partial')} is not a complete build: it has no mf-manifest.json.`,
  );
  expect(await readPointer(distDir)).toBe(a);
  expect(await readHistory(distDir)).toHaveLength(1);
});

test('rolling back to the current version changes nothing', async () => {
  const a = await releaseBuild('a');
  expect(await rollback({ distDir, remote: 'games', version: a })).toEqual({ version: a, previous: a, moved: false });
  expect(await readHistory(distDir)).toHaveLength(1);
});

test('the list shows every version folder by release time, the current one marked; unreleased builds by write time', async () => {
  // A local `npm run build` output: on disk, never released.
  await mkdir(path.join(distDir, '1.2.0-localbuild'), { recursive: true });
  const b = await releaseBuild('b');
  const a = await releaseBuild('a');
  await mkdir(path.join(distDir, '.staging-1.2.0-x-1'));
  await rollback({ distDir, remote: 'games', version: b });

  const versions = await listVersions({ distDir });
  expect(versions.map(({ version, current, releasedAt }) => ({ version, current, releasedAt }))).toEqual([
    { version: '1.2.0-localbuild', current: false, releasedAt: null },
    { version: b, current: true, releasedAt: new Date(clock - 3_600_000).toISOString() },
    { version: a, current: false, releasedAt: new Date(clock).toISOString() },
  ]);
});

test('while another release or rollback holds the lock a rollback is refused; a lock left by a dead process is taken over', async () => {
  const a = await releaseBuild('a');
  const b = await releaseBuild('b');
  await writeFile(path.join(distDir, LOCK_FILE), `${hostname()} ${process.pid}\n`);
  await expect(rollback({ distDir, remote: 'games', version: a })).rejects.toThrow(
    `Another release or rollback of games is running (${path.join(distDir, LOCK_FILE)}). If none is, delete that file.`,
  );
  expect(await readPointer(distDir)).toBe(b);

  // No process has this id (above the kernel's maximum).
  await writeFile(path.join(distDir, LOCK_FILE), `${hostname()} 99999999\n`);
  expect(await rollback({ distDir, remote: 'games', version: a })).toMatchObject({ moved: true });
  expect(await readdir(distDir)).not.toContain(LOCK_FILE);
});

test("the edge's automatic rollback moves only from the release it judged, and a kept release's watch ends once", async () => {
  const a = await releaseBuild('a');
  const b = await releaseBuild('b');
  const history = await readHistory(distDir);
  const release = watchedRelease(history, b);
  expect(release).toMatchObject({ action: 'release', version: b, previous: a });
  expect(watchedRelease(history, a)).toBeNull();

  const by = 'edge (automatic rollback)';
  const health = { probability: 0.999 };
  // Another version is current meanwhile: nothing moves.
  expect(await rollback({ distDir, remote: 'games', version: a, onlyFrom: a, by, reason: 'spike', health })).toBeNull();
  expect(await readPointer(distDir)).toBe(b);

  expect(await endWatch({ distDir, remote: 'games', release: release!, reason: 'kept', health, by })).toMatchObject({
    action: 'watch-ended',
    version: b,
  });
  // A second edge replica closing the same watch, or judging it again, writes nothing more.
  expect(await endWatch({ distDir, remote: 'games', release: release!, reason: 'kept', by })).toBeNull();
  expect(watchedRelease(await readHistory(distDir), b)).toBeNull();

  expect(
    await rollback({ distDir, remote: 'games', version: a, onlyFrom: b, by, reason: 'spike', health }),
  ).toMatchObject({
    version: a,
    moved: true,
  });
  expect((await readHistory(distDir)).at(-1)).toMatchObject({
    action: 'rollback',
    version: a,
    by,
    reason: 'spike',
    health,
  });
});
