import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UPLOAD_ERROR_CODES as CODES } from '@portal/shared/types/upload';
import { previewUrlOf } from './service.js';
import { previewLinksOf } from './preview-links.js';
import { signingKeys } from '../auth/secrets.js';
import { sweepExpiredUploads } from './expiry.js';
import { createArchiveStore } from '../../storage/archive-store.js';
import { useUploadPipeline } from './test-pipeline.js';
import { craftZip, INDEX_HTML, minimalGame } from './test-zips.js';
import { send } from '../../test/users.js';

describe('upload expiry: unsubmitted builds are swept with their files', () => {
  const pipeline = useUploadPipeline();
  const { t } = pipeline;
  const sweep = () =>
    sweepExpiredUploads({
      db: t.context.db,
      config: t.context.config.upload,
      store: createArchiveStore(t.context.config.upload),
      objects: t.context.objects,
    });
  const age = (fileId: string, hours: number) =>
    t.context.db.query(`UPDATE uploads SET updated_at = now() - make_interval(hours => $2) WHERE id = $1`, [
      fileId,
      hours,
    ]);

  it('deletes a confirmed but unsubmitted build after the expiry, preview included', async () => {
    const { alice } = pipeline.users;
    const fileId = await pipeline.confirmed(alice, await minimalGame());
    const fresh = await pipeline.uploaded(alice, await minimalGame());
    const objects = t.context.objects;
    const previews = previewLinksOf(t.context.config, signingKeys(t.context.config).access);
    assert.ok((await pipeline.leftovers(fileId)).length > 0);
    assert.ok(await previewUrlOf({ objects, previews }, fileId));

    await age(fileId, 25);
    assert.deepEqual(await sweep(), [fileId], 'only the upload older than 24 h expires');
    assert.deepEqual(await pipeline.leftovers(fileId), []);
    assert.equal(await previewUrlOf({ objects, previews }, fileId), null);
    assert.ok((await pipeline.leftovers(fresh)).length > 0, 'the fresh upload keeps its archive');
    const detail = await send<{ status: string }>(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, {
      headers: alice.authHeader,
    });
    assert.equal(detail.body.data.status, 'expired');
    const submitted = await pipeline.submit(alice, pipeline.details(fileId));
    assert.deepEqual([submitted.status, submitted.body.code], [409, CODES.notSubmittable]);

    await age(fresh, 25);
    assert.deepEqual(await sweep(), [fresh], 'a received archive that was never confirmed expires too');
    assert.deepEqual(await pipeline.leftovers(fresh), []);
  });

  it('reports an archive entry named with a NUL byte instead of failing', async () => {
    const zip = craftZip([
      { name: 'index.html', data: INDEX_HTML },
      { name: 'a\u0000.js', data: 'x' },
    ]);
    const fileId = await pipeline.uploaded(pipeline.users.bob, zip);
    const report = await pipeline.confirm(pipeline.users.bob, fileId);
    assert.equal(report.status, 200, JSON.stringify(report.body));
    assert.equal(report.body.data.ok, false);
    assert.deepEqual(report.body.data.problems[0]?.path, 'a\\u0000.js');
  });
});

describe('upload quota: per-user caps on held bytes and unsubmitted uploads', () => {
  const pipeline = useUploadPipeline(undefined, { maxHeldBytes: 100_000, maxPending: 2 });
  const announce = (size: number) =>
    pipeline.preSign(pipeline.users.alice, {
      file_name: 'game.zip',
      file_size: size,
      content_type: 'application/zip',
    });

  it('answers 413 with its code when the bytes held would pass the cap', async () => {
    const refused = await announce(100_001);
    assert.deepEqual([refused.status, refused.body.code], [413, CODES.storageFull]);
    assert.match(refused.body.message, /100000 bytes/);
    assert.equal((await announce(60_000)).status, 200);
    const second = await announce(60_000);
    assert.deepEqual([second.status, second.body.code], [413, CODES.storageFull], 'the first one counts');
  });

  it('answers 409 with its code past the number of unsubmitted uploads', async () => {
    assert.equal((await announce(1_000)).status, 200);
    const third = await announce(1_000);
    assert.deepEqual([third.status, third.body.code], [409, CODES.tooManyPending]);
  });
});
