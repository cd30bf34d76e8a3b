import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { UPLOAD_ERROR_CODES as CODES, type UploadItem } from '@portal/shared/types/upload';
import { send } from '../../test/users.js';
import { statfsFreeBytes } from './quota.js';
import { useUploadPipeline, type User } from './test-pipeline.js';
import { INDEX_HTML, minimalGame, PNG_1PX } from './test-zips.js';

// Builds that extract to far more than their archives, scaled down from the 240 MB of the report: a script of
// SCRIPT_BYTES repeated characters deflates to a few hundred bytes (under 1 MiB, no ratio check applies).
const SCRIPT_BYTES = 400_000;
const BUILD_BYTES = INDEX_HTML.length + SCRIPT_BYTES + PNG_1PX.length;
const bigGame = (fill: string) => minimalGame(fill.repeat(SCRIPT_BYTES));

describe('upload quota: bytes held are measured, submitted builds included', () => {
  const pipeline = useUploadPipeline(undefined, { maxHeldBytes: Math.floor(2.5 * BUILD_BYTES) });
  const { t } = pipeline;
  const statusOf = async (fileId: string) =>
    (await t.context.db.query<{ status: string }>('SELECT status FROM uploads WHERE id = $1', [fileId]))[0]?.status;

  it('refuses the third build at confirm, keeps its archive, and lets it through once a review frees room', async () => {
    const { alice, moderator } = pipeline.users;
    const archives = await Promise.all(['a', 'b', 'c'].map(bigGame));
    assert.ok(
      archives.every((zip) => zip.length < 5_000),
      'archives are tiny: only the extracted size can tell',
    );
    const [first, second, third] = await Promise.all(archives.map((zip) => pipeline.uploaded(alice, zip)));

    assert.equal((await pipeline.confirm(alice, first!)).body.data.ok, true);
    const [measured] = await t.context.db.query<{ extracted_bytes: string }>(
      'SELECT extracted_bytes FROM uploads WHERE id = $1',
      [first],
    );
    assert.equal(Number(measured?.extracted_bytes), BUILD_BYTES, 'the bytes extraction wrote are recorded');
    const submitted = await pipeline.submit(alice, pipeline.details(first!));
    assert.equal(submitted.body.data.status, 'pending_review', JSON.stringify(submitted.body));
    assert.equal((await pipeline.confirm(alice, second!)).body.data.ok, true);

    const refused = await pipeline.confirm(alice, third!);
    assert.deepEqual([refused.status, refused.body.code], [413, CODES.storageFull]);
    assert.match(refused.body.message, new RegExp(`${Math.floor(2.5 * BUILD_BYTES)} bytes`));
    assert.equal(await statusOf(third!), 'uploaded', 'the upload waits, with its archive, for a later confirm');
    const left = await pipeline.leftovers(third!);
    assert.deepEqual(
      left.map((file) => file.split('/')[0]),
      ['incoming'],
      `only the archive is left, the extracted build is gone: ${left.join(', ')}`,
    );
    assert.equal(await statusOf(first!), 'pending_review', 'nothing else is lost');
    assert.equal(await statusOf(second!), 'confirmed');

    const approved = await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
      headers: moderator.authHeader,
      payload: { file_id: first },
    });
    assert.equal(approved.body.data.status, 'published', 'a published build is no longer held by its uploader');
    const again = await pipeline.confirm(alice, third!);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.data.ok, true);
  });

  it('counts an announced archive at its declared size', async () => {
    const { bob } = pipeline.users;
    const fileId = await pipeline.uploaded(bob, await bigGame('d'));
    assert.equal((await pipeline.confirm(bob, fileId)).status, 200);
    const announce = (size: number) =>
      pipeline.preSign(bob, { file_name: 'game.zip', file_size: size, content_type: 'application/zip' });
    const refused = await announce(2 * BUILD_BYTES);
    assert.deepEqual([refused.status, refused.body.code], [413, CODES.storageFull]);
    assert.equal((await announce(BUILD_BYTES)).status, 200);
  });
});

describe('upload quota: games waiting for review', () => {
  const pipeline = useUploadPipeline(undefined, { maxInReview: 3 });
  const { t } = pipeline;
  const confirmedGames = (user: User, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => minimalGame(`console.log(${i})`))).then((zips) =>
      Promise.all(zips.map((zip) => pipeline.confirmed(user, zip))),
    );

  it('refuses a fourth submission while three wait, with its own code, and at preSign too', async () => {
    const { alice, moderator } = pipeline.users;
    const fileIds = await confirmedGames(alice, 4);
    for (const fileId of fileIds.slice(0, 3)) {
      const res = await pipeline.submit(alice, pipeline.details(fileId));
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    const fourth = await pipeline.submit(alice, pipeline.details(fileIds[3]!));
    assert.deepEqual([fourth.status, fourth.body.code], [409, CODES.tooManyInReview]);
    assert.match(fourth.body.message, /3 games waiting for review/);
    const early = await pipeline.preSign(alice, {
      file_name: 'game.zip',
      file_size: 1_000,
      content_type: 'application/zip',
    });
    assert.deepEqual([early.status, early.body.code], [409, CODES.tooManyInReview], 'told before sending a file');
    assert.equal(
      (await pipeline.mine(alice)).body.data.items.find((u) => u.file_id === fileIds[3])?.status,
      'confirmed',
    );

    const rejected = await send<UploadItem>(t.app, 'POST', '/user/moderation/reject', {
      headers: moderator.authHeader,
      payload: { file_id: fileIds[0], reason: 'Not a game.' },
    });
    assert.equal(rejected.body.data.status, 'rejected');
    const later = await pipeline.submit(alice, pipeline.details(fileIds[3]!));
    assert.equal(later.status, 200, JSON.stringify(later.body));
    assert.equal(later.body.data.status, 'pending_review');
  });

  it('counts each user on their own', async () => {
    const [fileId] = await confirmedGames(pipeline.users.bob, 1);
    assert.equal((await pipeline.submit(pipeline.users.bob, pipeline.details(fileId!))).status, 200);
  });
});

describe('upload quota: uploads pause below the free-disk watermark', () => {
  const disk: { free: number; broken?: boolean; asked: string[] } = {
    free: Number.MAX_SAFE_INTEGER,
    asked: [] as string[],
  };
  const pipeline = useUploadPipeline(
    (app) =>
      app.decorate('uploadFreeSpace', async (dir: string) => {
        disk.asked.push(dir);
        if (disk.broken) throw Object.assign(new Error('EIO: i/o error, statfs'), { code: 'EIO' });
        return disk.free;
      }),
    { minFreeBytes: 50_000_000 },
  );
  const announce = () =>
    pipeline.preSign(pipeline.users.alice, {
      file_name: 'game.zip',
      file_size: 1_000,
      content_type: 'application/zip',
    });

  it('answers preSign and confirm with "uploads paused" (503, its own code) while free space is short', async () => {
    const { alice } = pipeline.users;
    const fileId = await pipeline.uploaded(alice, await minimalGame());
    assert.deepEqual(
      [...new Set(disk.asked)].sort(),
      [pipeline.t.context.config.objectsDir, pipeline.uploadDir].sort(),
      'both the upload folder and the embedded object store are probed',
    );

    disk.free = 49_999_999;
    const paused = await announce();
    assert.deepEqual([paused.status, paused.body.code], [503, CODES.uploadsPaused]);
    assert.match(paused.body.message, /paused/);
    const confirm = await pipeline.confirm(alice, fileId);
    assert.deepEqual([confirm.status, confirm.body.code], [503, CODES.uploadsPaused]);

    disk.free = 50_000_000;
    disk.broken = true;
    const unmeasured = await announce();
    assert.deepEqual([unmeasured.status, unmeasured.body.code], [503, CODES.uploadsPaused], 'a disk that fails statfs');
    disk.broken = false;
    assert.equal((await announce()).status, 200);
    const resumed = await pipeline.confirm(alice, fileId);
    assert.equal(resumed.status, 200, JSON.stringify(resumed.body));
    assert.equal(resumed.body.data.ok, true, 'the archive waited through the pause');
  });

  it('measures free space with statfs, from the nearest folder that exists', async () => {
    const missing = path.join(os.tmpdir(), `no-such-${randomUUID()}`, 'uploads');
    const free = await statfsFreeBytes(missing);
    assert.ok(Number.isFinite(free) && free > 0, String(free));
  });
});
