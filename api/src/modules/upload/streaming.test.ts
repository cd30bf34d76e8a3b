import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import type { PreSignResult, UploadReport } from '@portal/shared/types/upload';
import { loadConfig } from '../../config.js';
import { useTestApi } from '../../test/context.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { peakMemoryGrowth, putStream, streamedGameZip } from './streaming.js';
import type { UploadItem } from '@portal/shared';

const MB = 1024 * 1024;
const uploadDir = path.join(os.tmpdir(), `portal-uploads-${randomUUID()}`);

describe('a 50 MB archive streams through', () => {
  const t = useTestApi({ signUpIpLimit: 1000, upload: { ...loadConfig().upload, dir: uploadDir } });
  after(() => rm(uploadDir, { recursive: true, force: true }));

  it('upload and inspection keep memory far below the archive size', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await signUpAndLogin(t.app);
    const zip = await streamedGameZip(50 * MB);
    const signed = await send<PreSignResult>(t.app, 'POST', '/user/upload/preSign', {
      headers: user.authHeader,
      payload: { file_name: 'big.zip', file_size: zip.size, content_type: 'application/zip' },
    });
    assert.equal(signed.status, 200);

    const upload = await peakMemoryGrowth(() => putStream(base + signed.body.data.upload_url, zip.stream, zip.size));
    assert.equal(upload.result.status, 200, upload.result.body);
    assert.equal(JSON.parse(upload.result.body).data.size, zip.size);

    const inspection = await peakMemoryGrowth(() =>
      send<UploadReport>(t.app, 'POST', '/user/upload/confirm', {
        headers: user.authHeader,
        payload: { file_id: signed.body.data.file_id },
      }),
    );
    assert.equal(inspection.result.body.data.ok, true, JSON.stringify(inspection.result.body));
    assert.equal(inspection.result.body.data.total_uncompressed_size, 50 * MB + 121);

    // Buffering the archive whole would hold at least its 50 MB; streaming holds a few buffers' worth (confirm
    // streams the extracted build into the object store too: on a busy host the collector lags a little).
    for (const [stage, growth] of [
      ['upload', upload.growth],
      ['confirm', inspection.growth],
    ] as const) {
      assert.ok(
        growth.live < 20 * MB,
        `${stage} held ${(growth.live / MB).toFixed(1)} MB more (RSS +${(growth.rss / MB).toFixed(1)} MB)`,
      );
    }
  });

  it('a client hanging up mid-upload leaves no file and the URL usable again', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await signUpAndLogin(t.app);
    const signed = await send<PreSignResult>(t.app, 'POST', '/user/upload/preSign', {
      headers: user.authHeader,
      payload: { file_name: 'cut.zip', file_size: 4 * MB, content_type: 'application/zip' },
    });
    const fileId = signed.body.data.file_id;
    const req = request(base + signed.body.data.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'application/zip', 'content-length': 4 * MB },
    });
    req.on('error', () => {});
    req.write(Buffer.alloc(256 * 1024));
    const status = async () =>
      (await send<UploadItem>(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: user.authHeader })).body
        .data.status;
    while ((await status()) !== 'receiving') await setTimeout(10);
    req.destroy();
    while ((await status()) !== 'pending_upload') await setTimeout(10);
    assert.deepEqual(
      (await readdir(path.join(uploadDir, 'incoming'))).filter((f) => f.includes(fileId)),
      [],
    );
  });
});
