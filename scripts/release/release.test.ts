/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, open, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDigest, movePointer, readHistory, readPointer, ReleaseError, versionName } from '@portal/release';
import { release } from './release.mjs';

let work: string;
let distDir: string;

/** A remote's build as rspack leaves it: the two entry files and a hashed chunk. */
async function makeBuild(name: string, text: string): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"blog"}');
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var blog;');
  await writeFile(path.join(dir, '2787.380b91e4fe.js'), `heading("${text}")`);
  return dir;
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'release-test-'));
  distDir = path.join(work, 'remotes', 'mfe-blog', 'dist');
});
afterEach(() => rm(work, { recursive: true, force: true }));

const at = (iso: string) => new Date(iso);

test('a release publishes a version folder named after its content, moves the pointer and records the move', async () => {
  const built = await makeBuild('build-1', 'Blog');
  const expected = versionName('0.1.0', await contentDigest(built));

  const result = await release({
    distDir,
    remote: 'blog',
    built,
    packageVersion: '0.1.0',
    now: at('2026-01-01T10:00:00Z'),
  });

  expect(result).toEqual({
    version: expected,
    previous: null,
    published: true,
    moved: true,
    integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
  });
  expect(await readFile(path.join(distDir, expected, '2787.380b91e4fe.js'), 'utf8')).toBe('heading("Blog")');
  expect(await readPointer(distDir)).toBe(expected);
  expect(await readHistory(distDir)).toEqual([
    { action: 'release', version: expected, previous: null, at: '2026-01-01T10:00:00.000Z', by: expect.any(String) },
  ]);
  // No staging copy, temporary pointer or lock is left behind.
  expect((await readdir(distDir)).sort()).toEqual([expected, 'current.json', 'integrity.json', 'releases.json'].sort());
});

test('the next release records the version it replaced; releasing the current output again changes nothing', async () => {
  const first = await release({
    distDir,
    remote: 'blog',
    built: await makeBuild('build-1', 'Blog'),
    packageVersion: '0.1.0',
  });
  const second = await release({
    distDir,
    remote: 'blog',
    built: await makeBuild('build-2', 'The Blog'),
    packageVersion: '0.1.0',
  });
  expect(second.version).not.toBe(first.version);
  expect(second.previous).toBe(first.version);

  const again = await release({
    distDir,
    remote: 'blog',
    built: await makeBuild('build-3', 'The Blog'),
    packageVersion: '0.1.0',
  });
  expect(again).toEqual({
    version: second.version,
    previous: second.version,
    published: false,
    moved: false,
    integrity: expect.any(String),
  });
  expect((await readHistory(distDir)).map((entry: { version: string }) => entry.version)).toEqual([
    first.version,
    second.version,
  ]);
  // Both versions stay on disk for tabs that loaded the first.
  expect(await stat(path.join(distDir, first.version, 'remoteEntry.js'))).toBeTruthy();
});

test('releasing output identical to an earlier version reuses that folder and moves the pointer back to it', async () => {
  const first = await release({
    distDir,
    remote: 'blog',
    built: await makeBuild('build-1', 'Blog'),
    packageVersion: '0.1.0',
  });
  await release({ distDir, remote: 'blog', built: await makeBuild('build-2', 'The Blog'), packageVersion: '0.1.0' });
  const result = await release({
    distDir,
    remote: 'blog',
    built: await makeBuild('build-3', 'Blog'),
    packageVersion: '0.1.0',
  });
  expect(result).toMatchObject({ version: first.version, published: false, moved: true });
  expect(await readPointer(distDir)).toBe(first.version);
});

test('a version folder that exists with different content is refused, and nothing moves', async () => {
  const first = await release({
    distDir,
    remote: 'blog',
    built: await makeBuild('build-1', 'Blog'),
    packageVersion: '0.1.0',
  });
  const built = await makeBuild('build-2', 'Changed');
  const clash = path.join(distDir, versionName('0.1.0', await contentDigest(built)));
  await mkdir(clash);
  await writeFile(path.join(clash, 'remoteEntry.js'), 'something else');

  await expect(release({ distDir, remote: 'blog', built, packageVersion: '0.1.0' })).rejects.toThrow(
    new ReleaseError(`${clash} already exists with different content; a version folder is never overwritten.`),
  );
  expect(await readFile(path.join(clash, 'remoteEntry.js'), 'utf8')).toBe('something else');
  expect(await readPointer(distDir)).toBe(first.version);
  expect(await readHistory(distDir)).toHaveLength(1);
});

test('a folder without the manifest or the remote entry is not published', async () => {
  const built = await makeBuild('build-1', 'Blog');
  await rm(path.join(built, 'remoteEntry.js'));
  await expect(release({ distDir, remote: 'blog', built, packageVersion: '0.1.0' })).rejects.toThrow(
    `${built} is not a build of blog: it has no remoteEntry.js.`,
  );
  expect(await readPointer(distDir)).toBeNull();
});

test('the pointer moves by renaming a new file over it: a reader holding the old one never sees a partial write', async () => {
  await mkdir(distDir, { recursive: true });
  await movePointer(distDir, '0.1.0-aaaaaaaaaa', 'release', at('2026-01-01T10:00:00Z'));
  const pointer = path.join(distDir, 'current.json');
  const before = await stat(pointer);
  const reader = await open(pointer);
  try {
    await movePointer(distDir, '0.1.0-bbbbbbbbbb', 'rollback', at('2026-01-01T11:00:00Z'));
    // Written in place, the open file would now hold the new (or a truncated) text.
    expect(JSON.parse(await reader.readFile('utf8'))).toMatchObject({ version: '0.1.0-aaaaaaaaaa' });
  } finally {
    await reader.close();
  }
  expect((await stat(pointer)).ino).not.toBe(before.ino);
  expect(JSON.parse(await readFile(pointer, 'utf8'))).toEqual({
    version: '0.1.0-bbbbbbbbbb',
    action: 'rollback',
    at: '2026-01-01T11:00:00.000Z',
  });
  expect(await readdir(distDir)).toEqual(['current.json']);
});

test('source maps are set aside, not published; the version name ignores them; the files are read-only', async () => {
  const built = await makeBuild('build-maps', 'Blog');
  await writeFile(path.join(built, 'remoteEntry.js.map'), '{"sources":["/home/someone/checkout/src/index.ts"]}');
  const elsewhere = await makeBuild('build-maps-elsewhere', 'Blog');
  await writeFile(path.join(elsewhere, 'remoteEntry.js.map'), '{"sources":["/srv/ci/checkout/src/index.ts"]}');
  expect(await contentDigest(built)).toBe(await contentDigest(elsewhere));

  const { version } = await release({ distDir, remote: 'blog', built, packageVersion: '0.1.0' });
  expect(await readdir(path.join(distDir, version))).not.toContain('remoteEntry.js.map');
  expect(await readFile(path.join(distDir, '.sourcemaps', version, 'remoteEntry.js.map'), 'utf8')).toContain(
    '/home/someone',
  );
  expect((await stat(path.join(distDir, version, 'remoteEntry.js'))).mode & 0o222).toBe(0);
});
