import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PreSignResult, UploadReport } from '@portal/shared/types/upload';
import { UPLOAD_ERROR_CODES } from '@portal/shared/types/upload';
import { loadConfig } from '../config.js';
import { minimalGame } from '../modules/upload/test-zips.js';
import { createTestApi } from '../test/context.js';
import { send, signUpAndLogin } from '../test/users.js';
import { S3ArchiveStore } from './s3.js';
import { ACCESS_KEY, assertHeaderSignature, FILE_ID, fakeS3, REGION, s3Config, type Recorded } from './test-s3.js';
import { DiskObjectStore } from '@portal/object-store';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

describe('S3 archive store (against a local stand-in for S3)', () => {
  let server: Server;
  let endpoint: string;
  let workRoot: string;
  let store: S3ArchiveStore;
  let requests: Recorded[];

  before(async () => {
    ({ server, endpoint, requests } = await fakeS3());
    workRoot = await mkdtemp(path.join(os.tmpdir(), 's3-work-'));
    store = new S3ArchiveStore(s3Config(endpoint), workRoot);
  });
  after(async () => {
    server.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it('pre-signs a PUT whose SigV4 signature covers Content-Length and Content-Type', async () => {
    const body = Buffer.from('PK fake archive bytes');
    const { url, headers } = await store.presignPut(FILE_ID, {
      size: body.length,
      contentType: 'application/zip',
      expiresInSeconds: 900,
    });
    assert.deepEqual(headers, { 'content-type': 'application/zip' });
    const parsed = new URL(url);
    assert.equal(parsed.origin, endpoint);
    assert.equal(parsed.pathname, `/games-bucket/uploads/${FILE_ID}.zip`);
    const q = parsed.searchParams;
    assert.equal(q.get('X-Amz-Algorithm'), 'AWS4-HMAC-SHA256');
    assert.match(q.get('X-Amz-Credential')!, new RegExp(`^${ACCESS_KEY}/\\d{8}/${REGION}/s3/aws4_request$`));
    assert.match(q.get('X-Amz-Date')!, /^\d{8}T\d{6}Z$/);
    assert.equal(q.get('X-Amz-Expires'), '900');
    assert.equal(q.get('X-Amz-SignedHeaders'), 'content-length;content-type;host');
    assert.match(q.get('X-Amz-Signature')!, /^[0-9a-f]{64}$/);
    assert.ok(![...q.keys()].some((k) => k.startsWith('x-amz-checksum')), 'no checksum of an empty body is signed in');

    const ok = await fetch(url, { method: 'PUT', headers, body });
    assert.equal(ok.status, 200, 'the stand-in verified the signature itself');
    const bigger = await fetch(url, { method: 'PUT', headers, body: Buffer.concat([body, Buffer.from('more')]) });
    assert.equal(bigger.status, 403, 'another size breaks the signature');
    const html = await fetch(url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body });
    assert.equal(html.status, 403, 'another type breaks the signature');
  });

  it('downloads the archive for inspection with signed requests, and deletes it', async () => {
    requests.length = 0;
    const archive = await store.fetch(FILE_ID, 1000, () => new Error('too large'));
    assert.ok(archive);
    assert.equal(archive.path, path.join(workRoot, 'work', FILE_ID, 'archive.zip'));
    assert.equal(await readFile(archive.path, 'utf8'), 'PK fake archive bytes');
    assert.equal(archive.size, 21);
    const get = requests.find((r) => r.method === 'GET')!;
    assert.equal(new URL(get.url, 'http://x').pathname, `/games-bucket/uploads/${FILE_ID}.zip`);
    assertHeaderSignature(get);
    await archive.release();

    await assert.rejects(
      store.fetch(FILE_ID, 10, () => new Error('too large')),
      /too large/,
    );

    await store.remove(FILE_ID);
    const del = requests.find((r) => r.method === 'DELETE')!;
    assertHeaderSignature(del);
    assert.equal(await store.fetch(FILE_ID, 1000, () => new Error('too large')), null, 'a missing object is null');
  });

  it('keeps keys to file ids', async () => {
    await assert.rejects(
      store.presignPut('../../etc/passwd', { size: 1, contentType: 'application/zip', expiresInSeconds: 60 }),
    );
  });
});

describe('upload routes with the S3 backend', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  const workRoot = path.join(os.tmpdir(), `s3-routes-${FILE_ID}-${process.pid}`);
  before(async () => {
    s3 = await fakeS3();
  });
  after(async () => {
    s3.server.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it('hands out a pre-signed S3 URL, confirms what arrived in the bucket, then deletes it; preSign is rate limited', async () => {
    // The backend comes from the config, so the API is built once the stand-in's port is known.
    // Builds go to a disk store: this stand-in knows only what the archive backend asks of S3.
    const api = await createTestApi(
      {
        signUpIpLimit: 1000,
        upload: { ...loadConfig().upload, dir: workRoot, s3: s3Config(s3.endpoint), preSignRateLimit: 2 },
      },
      undefined,
      { objects: new DiskObjectStore(path.join(workRoot, 'objects')) },
    );
    try {
      const user = await signUpAndLogin(api.app);
      const zip = await minimalGame();
      const signed = await send<PreSignResult>(api.app, 'POST', '/user/upload/preSign', {
        headers: user.authHeader,
        payload: { file_name: 'game.zip', file_size: zip.length, content_type: 'application/zip' },
      });
      assert.equal(signed.status, 200, JSON.stringify(signed.body));
      const { file_id: fileId, upload_url: url, headers } = signed.body.data;
      assert.ok(url.startsWith(`${s3.endpoint}/games-bucket/uploads/${fileId}.zip?`), url);
      assert.equal(new URL(url).searchParams.get('X-Amz-Expires'), '900');

      const early = await send(api.app, 'POST', '/user/upload/confirm', {
        headers: user.authHeader,
        payload: { file_id: fileId },
      });
      assert.deepEqual(
        [early.status, early.body.code],
        [409, UPLOAD_ERROR_CODES.notUploaded],
        'nothing in the bucket yet',
      );

      assert.equal((await fetch(url, { method: 'PUT', headers, body: zip })).status, 200);
      const report = await send<UploadReport>(api.app, 'POST', '/user/upload/confirm', {
        headers: user.authHeader,
        payload: { file_id: fileId },
      });
      assert.equal(report.status, 200, JSON.stringify(report.body));
      assert.equal(report.body.data.ok, true);
      assert.equal(s3.objects.size, 0, 'the object is deleted once inspected');
      assert.ok(
        s3.requests
          .filter((r) => r.method !== 'PUT')
          .every((r) => /^AWS4-HMAC-SHA256 /.test(String(r.headers.authorization))),
      );

      assert.equal(
        (
          await send(api.app, 'POST', '/user/upload/preSign', {
            headers: user.authHeader,
            payload: { file_name: 'b.zip', file_size: 10, content_type: 'application/zip' },
          })
        ).status,
        200,
      );
      const limited = await send(api.app, 'POST', '/user/upload/preSign', {
        headers: user.authHeader,
        payload: { file_name: 'c.zip', file_size: 10, content_type: 'application/zip' },
      });
      assert.equal(limited.status, 429);
    } finally {
      await api.cleanup();
    }
  });
});
