import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { UploadProblemCode, UploadReport } from '@portal/shared/types/upload';
import { OutsideRootError, resolveInside } from '../../../storage/paths.js';
import { buildZip, craftZip, INDEX_HTML, type RawEntry } from '../test-zips.js';
import { checkArchive } from './check.js';
import type { ArchiveLimits } from './limits.js';
import { filesUnder } from '../../../test/files.js';

const LIMITS: ArchiveLimits = { maxFiles: 1500, maxUncompressedBytes: 250 * 1024 * 1024, maxCompressionRatio: 200 };

describe('archive checks', () => {
  // sandbox/ holds the archive and the storage root; anything written beside them escaped the root.
  let sandbox: string;
  let root: string;
  let n = 0;
  before(async () => {
    sandbox = await mkdtemp(path.join(os.tmpdir(), 'upload-archive-'));
    root = path.join(sandbox, 'root');
    await mkdir(root);
  });
  after(() => rm(sandbox, { recursive: true, force: true }));

  async function check(
    zip: Buffer,
    limits: ArchiveLimits = LIMITS,
  ): Promise<{ report: UploadReport; version: string | null; buildDir: string }> {
    const file = path.join(sandbox, `archive-${++n}.zip`);
    await writeFile(file, zip);
    const buildDir = path.join(root, 'work', String(n), 'build');
    const result = await checkArchive(file, zip.length, buildDir, limits);
    await rm(file);
    return { ...result, buildDir };
  }

  /** Rejected with `code` (and only problems of the listed codes), and nothing written anywhere. */
  async function assertRejected(zip: Buffer, code: UploadProblemCode, limits?: ArchiveLimits) {
    const { report, version } = await check(zip, limits);
    assert.equal(report.ok, false);
    assert.equal(version, null);
    assert.ok(
      report.problems.some((p) => p.code === code),
      `${code} in ${JSON.stringify(report.problems)}`,
    );
    assert.deepEqual(await filesUnder(sandbox), [], 'nothing written inside or outside the storage root');
    return report;
  }

  const withIndex = (...entries: RawEntry[]) => craftZip([{ name: 'index.html', data: INDEX_HTML }, ...entries]);

  it('accepts a game, extracts it under its build folder and names a content version', async () => {
    const zip = await buildZip([
      { name: 'index.html', data: INDEX_HTML },
      { name: 'js/game.js', data: 'x'.repeat(5000) },
      { name: 'assets/data.bin', data: randomBytes(2000), compress: false },
      { name: 'assets/music.mp3', data: randomBytes(100) },
    ]);
    const { report, version, buildDir } = await check(zip);
    assert.deepEqual(report.problems, []);
    assert.equal(report.ok, true);
    assert.equal(report.file_count, 4);
    assert.equal(report.total_uncompressed_size, INDEX_HTML.length + 5000 + 2000 + 100);
    assert.equal(report.entry_point, 'index.html');
    assert.match(version!, /^[0-9a-f]{16}$/);
    assert.deepEqual(await filesUnder(buildDir), ['assets/data.bin', 'assets/music.mp3', 'index.html', 'js/game.js']);
    assert.equal(await readFile(path.join(buildDir, 'js/game.js'), 'utf8'), 'x'.repeat(5000));
    assert.equal((await check(zip)).version, version, 'same content, same version');
    await rm(path.join(root, 'work'), { recursive: true });
  });

  it('says whether index.html loads the portal bridge script (a warning only)', async () => {
    const bridged = INDEX_HTML.replace(
      '<script src="game.js">',
      '<script src="/sdk/v1/portal-bridge.js"></script><script src="game.js">',
    );
    const withBridge = await check(await buildZip([{ name: 'index.html', data: bridged }]));
    assert.equal(withBridge.report.ok, true);
    assert.equal(withBridge.report.uses_bridge, true);
    const without = await check(await buildZip([{ name: 'index.html', data: INDEX_HTML }]));
    assert.equal(without.report.ok, true);
    assert.equal(without.report.uses_bridge, false);
    assert.equal(
      (await check(craftZip([{ name: 'game.js', data: 'x' }]))).report.uses_bridge,
      null,
      'no build, no answer',
    );
    await rm(path.join(root, 'work'), { recursive: true });
  });

  it('strips one top folder holding index.html and skips OS metadata files', async () => {
    const zip = await buildZip([
      { name: 'my-game/index.html', data: INDEX_HTML },
      { name: 'my-game/js/a.js', data: 'a' },
      { name: '__MACOSX/my-game/._index.html', data: 'junk' },
      { name: 'my-game/.DS_Store', data: 'junk' },
    ]);
    const { report, buildDir } = await check(zip);
    assert.equal(report.ok, true, JSON.stringify(report.problems));
    assert.equal(report.entry_point, 'my-game/index.html');
    assert.equal(report.stripped_prefix, 'my-game/');
    assert.deepEqual(await filesUnder(buildDir), ['index.html', 'js/a.js']);
    await rm(path.join(root, 'work'), { recursive: true });
  });

  it('refuses zip slip: parent segments, absolute paths, drive letters, backslashes', async () => {
    const cases: Array<[string, string]> = [
      ['../evil.html', 'parent_segment'],
      ['js/../../../evil.html', 'parent_segment'],
      ['/tmp/evil.html', 'absolute'],
      ['C:/evil.html', 'drive_letter'],
      ['..\\evil.html', 'backslash'],
      ['js\\evil.js', 'backslash'],
      ['./js/a.js', 'dot_segment'],
      ['js//a.js', 'empty_segment'],
      ['a\u0001.js', 'control_character'],
    ];
    for (const [name, reason] of cases) {
      const report = await assertRejected(withIndex({ name, data: '<p>pwned</p>' }), 'UPLOAD_UNSAFE_PATH');
      assert.deepEqual(report.problems, [{ code: 'UPLOAD_UNSAFE_PATH', path: name, params: { reason } }], name);
    }
  });

  it('refuses symlink entries (written by yazl with a link mode)', async () => {
    const zip = await buildZip([
      { name: 'index.html', data: INDEX_HTML },
      { name: 'link.js', data: '/etc/passwd', mode: 0o120777 },
    ]);
    const report = await assertRejected(zip, 'UPLOAD_SYMLINK');
    assert.equal(report.problems[0]!.path, 'link.js');
  });

  it('refuses encrypted entries', async () => {
    await assertRejected(
      withIndex({ name: 'secret.js', data: 'x'.repeat(100), method: 8, flags: 0x1 }),
      'UPLOAD_ZIP_ENCRYPTED',
    );
    // Strong encryption is refused by yauzl while listing.
    await assertRejected(withIndex({ name: 'secret.js', data: 'x', method: 8, flags: 0x41 }), 'UPLOAD_ZIP_ENCRYPTED');
  });

  it('refuses a file that is not a zip, even named .zip, and a truncated zip', async () => {
    await assertRejected(randomBytes(4096), 'UPLOAD_ZIP_UNREADABLE');
    await assertRejected(Buffer.from('PK\u0003\u0004 definitely not a zip'), 'UPLOAD_ZIP_UNREADABLE');
    const good = await buildZip([{ name: 'index.html', data: INDEX_HTML }]);
    await assertRejected(good.subarray(0, good.length - 30), 'UPLOAD_ZIP_UNREADABLE');
  });

  it('refuses an archive without index.html at the root or in its one top folder', async () => {
    await assertRejected(await buildZip([{ name: 'game.html', data: INDEX_HTML }]), 'UPLOAD_NO_INDEX_HTML');
    await assertRejected(
      await buildZip([
        { name: 'a/index.html', data: INDEX_HTML },
        { name: 'b/x.js', data: 'x' },
      ]),
      'UPLOAD_NO_INDEX_HTML',
    );
    await assertRejected(await buildZip([{ name: 'a/b/index.html', data: INDEX_HTML }]), 'UPLOAD_NO_INDEX_HTML');
  });

  it('refuses types outside the allow-list, with the extension', async () => {
    for (const [name, extension] of [
      ['tool.exe', '.exe'],
      ['run.sh', '.sh'],
      ['page.php', '.php'],
      ['README', '(none)'],
      ['.htaccess', '(none)'],
    ]) {
      const report = await assertRejected(withIndex({ name: name!, data: 'x' }), 'UPLOAD_DISALLOWED_EXTENSION');
      assert.deepEqual(report.problems[0]!.params, { extension }, name);
    }
  });

  it('refuses more than the file limit (1,500 by default)', async () => {
    const files = [
      { name: 'index.html', data: INDEX_HTML },
      ...Array.from({ length: 1500 }, (_, i) => ({ name: `f/${i}.js`, data: 'x', compress: false })),
    ];
    const report = await assertRejected(await buildZip(files), 'UPLOAD_TOO_MANY_FILES');
    assert.deepEqual(report.problems.at(-1)!.params, { max: 1500, count: 1501 });
    const ok = await check(await buildZip(files.slice(0, 1500)));
    assert.equal(ok.report.ok, true, 'exactly 1,500 files pass');
    await rm(path.join(root, 'work'), { recursive: true });
  });

  it('refuses more than the uncompressed size limit', async () => {
    const zip = await buildZip([
      { name: 'index.html', data: INDEX_HTML },
      { name: 'big.bin', data: randomBytes(4096), compress: false },
    ]);
    const report = await assertRejected(zip, 'UPLOAD_TOO_LARGE_UNCOMPRESSED', {
      ...LIMITS,
      maxUncompressedBytes: 4096,
    });
    assert.deepEqual(report.problems[0]!.params, { size: 4096 + INDEX_HTML.length, max: 4096 });
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const report = await assertRejected(
      await buildZip([
        { name: 'index.html', data: INDEX_HTML },
        { name: 'zeros.bin', data: Buffer.alloc(16 * 1024 * 1024) },
      ]),
      'UPLOAD_ZIP_BOMB',
    );
    const problem = report.problems.find((p) => p.code === 'UPLOAD_ZIP_BOMB')!;
    assert.equal(problem.path, 'zeros.bin');
    assert.ok(Number(problem.params.ratio) > 200);
    // Many entries each under the per-entry threshold are caught by the archive-wide ratio.
    const many = await buildZip([
      { name: 'index.html', data: INDEX_HTML },
      ...Array.from({ length: 8 }, (_, i) => ({ name: `z${i}.bin`, data: Buffer.alloc(1024 * 1024 - 1) })),
    ]);
    await assertRejected(many, 'UPLOAD_ZIP_BOMB');
  });

  it('refuses entries whose headers lie about their sizes, before writing more than declared', async () => {
    const big = 'y'.repeat(300_000);
    // Deflated data longer than declared: caught while extracting; the partial build is removed.
    await assertRejected(
      withIndex({ name: 'liar.js', data: big, method: 8, declaredSize: 1000 }),
      'UPLOAD_ZIP_SIZE_MISMATCH',
    );
    // Declared longer than the data.
    await assertRejected(
      withIndex({ name: 'short.js', data: 'abc', method: 8, declaredSize: 10 }),
      'UPLOAD_ZIP_SIZE_MISMATCH',
    );
    // Stored entries: yauzl checks compressed == uncompressed while listing.
    await assertRejected(withIndex({ name: 'stored.js', data: 'abc', declaredSize: 5 }), 'UPLOAD_ZIP_SIZE_MISMATCH');
  });

  it('refuses corrupt data: a wrong checksum or undecodable deflate stream', async () => {
    await assertRejected(withIndex({ name: 'a.js', data: 'hello', crc: 12345 }), 'UPLOAD_ZIP_CORRUPT_ENTRY');
    // 0xff: a deflate block of the reserved type 3, which no inflater accepts.
    await assertRejected(
      withIndex({ name: 'b.js', data: 'x'.repeat(64), method: 8, rawBody: Buffer.alloc(64, 0xff) }),
      'UPLOAD_ZIP_CORRUPT_ENTRY',
    );
  });

  it('refuses unsupported compression methods and duplicate paths', async () => {
    await assertRejected(withIndex({ name: 'a.js', data: 'x', method: 12 }), 'UPLOAD_ZIP_UNSUPPORTED_METHOD');
    await assertRejected(withIndex({ name: 'a.js', data: 'x' }, { name: 'a.js', data: 'y' }), 'UPLOAD_DUPLICATE_PATH');
    await assertRejected(
      withIndex({ name: 'a.js', data: 'x' }, { name: 'a.js/b.js', data: 'y' }),
      'UPLOAD_DUPLICATE_PATH',
    );
  });

  it('reports each problem with its path, at most 50', async () => {
    const entries: RawEntry[] = Array.from({ length: 70 }, (_, i) => ({ name: `../x${i}.html`, data: 'x' }));
    const report = await assertRejected(withIndex(...entries), 'UPLOAD_UNSAFE_PATH');
    assert.equal(report.problems.length, 50);
    assert.equal(report.problems_truncated, true);
    assert.equal(report.problems[3]!.path, '../x3.html');
  });
});

describe('resolveInside', () => {
  it('refuses anything that would leave the root', () => {
    const root = path.join(os.tmpdir(), 'root');
    assert.equal(resolveInside(root, 'a/b.js'), path.join(root, 'a/b.js'));
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', '', '.', 'a\0b']) {
      assert.throws(() => resolveInside(root, bad), OutsideRootError, JSON.stringify(bad));
    }
  });
});
