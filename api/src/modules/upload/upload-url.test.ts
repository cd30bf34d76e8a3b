import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { before, describe, it } from 'node:test';
import { UPLOAD_ERROR_CODES as CODES } from '@portal/shared/types/upload';
import { buildGamesOrigin } from '../../games-origin/server.js';
import { API, assertClientError } from '../../test/http.js';
import { send } from '../../test/users.js';
import { UploadUrlSigner } from './signed-url.js';
import { URL_SECRET, useUploadPipeline, type User } from './test-pipeline.js';
import { minimalGame } from './test-zips.js';
import type { UploadItem } from '@portal/shared';

// preSign, the signed single-use PUT and who may touch an upload; upload-review.test.ts covers confirm → publish.
describe('uploading: signed URLs and ownership', () => {
  const pipeline = useUploadPipeline();
  const { t, preSign, put, confirm, submit, mine, leftovers, uploaded, confirmed, details } = pipeline;
  let alice: User;
  let bob: User;
  before(() => ({ alice, bob } = pipeline.users));

  it('preSign validates name, declared size and type, and needs a login', async () => {
    const valid = { file_name: 'my game.zip', file_size: 1234, content_type: 'application/zip' };
    const res = await preSign(alice, valid);
    assert.equal(res.status, 200);
    assert.match(res.body.data.file_id, /^[0-9a-f-]{36}$/);
    assert.match(
      res.body.data.upload_url,
      new RegExp(`^${API}/upload/put/${res.body.data.file_id}\\?expires=\\d+&sig=[\\w-]+$`),
    );
    assert.equal(res.body.data.method, 'PUT');
    assert.deepEqual(res.body.data.headers, { 'content-type': 'application/zip' });
    const ttl = Date.parse(res.body.data.expires_at) - Date.now();
    assert.ok(ttl > 14 * 60_000 && ttl <= 15 * 60_000, `default TTL is 15 minutes (${ttl})`);

    for (const file_name of [
      'game.rar',
      '../game.zip',
      'a/b.zip',
      'a\\b.zip',
      '.zip',
      ' game.zip',
      'x'.repeat(300) + '.zip',
    ]) {
      const bad = await preSign(alice, { ...valid, file_name });
      assert.equal(bad.body.code, file_name.length > 255 ? 400 : CODES.fileNameInvalid, file_name);
    }
    assert.equal((await preSign(alice, { ...valid, content_type: 'text/html' })).body.code, CODES.contentTypeInvalid);
    const tooBig = await preSign(alice, { ...valid, file_size: 100 * 1024 * 1024 + 1 });
    assertClientError(tooBig, 413);
    assert.equal(tooBig.body.code, CODES.fileTooLarge);
    assert.equal(
      (await preSign(alice, { ...valid, file_size: 100 * 1024 * 1024 })).status,
      200,
      '100 MB is the default limit',
    );
    assertClientError(await send(t.app, 'POST', '/user/upload/preSign', { payload: valid }), 401);
  });

  it('refuses an expired URL, a forged signature and a reused URL', async () => {
    const zip = await minimalGame();
    const signed = await preSign(alice, { file_name: 'g.zip', file_size: zip.length, content_type: 'application/zip' });
    const { file_id: fileId, upload_url: url } = signed.body.data;

    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await put(
      `${API}/upload/put/${fileId}?expires=${past}&sig=${new UploadUrlSigner(URL_SECRET).sign(fileId, past)}`,
      zip,
    );
    assert.deepEqual([expired.status, expired.body.code], [403, CODES.urlExpired]);

    const forged = await put(url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), zip);
    assert.deepEqual([forged.status, forged.body.code], [403, CODES.urlInvalid]);
    const later = Number(/expires=(\d+)/.exec(url)![1]) + 3600;
    const extended = await put(url.replace(/expires=\d+/, `expires=${later}`), zip);
    assert.deepEqual([extended.status, extended.body.code], [403, CODES.urlInvalid], 'the expiry is signed');
    const otherFile = await preSign(alice, {
      file_name: 'h.zip',
      file_size: zip.length,
      content_type: 'application/zip',
    });
    const swapped = await put(url.replace(fileId, otherFile.body.data.file_id), zip);
    assert.deepEqual([swapped.status, swapped.body.code], [403, CODES.urlInvalid], 'the file id is signed');

    assert.equal((await put(url, zip)).status, 200);
    const reused = await put(url, zip);
    assert.deepEqual([reused.status, reused.body.code], [409, CODES.urlUsed]);

    // A URL whose upload row ran out (the row's expiry is authoritative too).
    const stale = await preSign(alice, { file_name: 'g.zip', file_size: zip.length, content_type: 'application/zip' });
    await t.context.db.query(`UPDATE uploads SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      stale.body.data.file_id,
    ]);
    const staleRes = await put(stale.body.data.upload_url, zip);
    assert.deepEqual([staleRes.status, staleRes.body.code], [403, CODES.urlExpired]);
    assert.equal(
      (await mine(alice)).body.data.items.find((i) => i.file_id === stale.body.data.file_id)!.status,
      'expired',
    );
  });

  it('refuses a body larger or smaller than declared, and the URL stays usable after a failed attempt', async () => {
    const zip = await minimalGame();
    const signed = await preSign(alice, { file_name: 'g.zip', file_size: zip.length, content_type: 'application/zip' });
    const url = signed.body.data.upload_url;

    const declaredTooBig = await put(url, Buffer.concat([zip, Buffer.alloc(10)]));
    assert.deepEqual([declaredTooBig.status, declaredTooBig.body.code], [413, CODES.fileTooLarge]);
    assert.equal(declaredTooBig.headers.connection, 'close');

    // No Content-Length (chunked): the limit is enforced while the bytes stream in.
    const chunks = [zip, Buffer.alloc(64 * 1024)];
    const streamed = await put(url, Readable.from(chunks), {
      'content-type': 'application/zip',
      'transfer-encoding': 'chunked',
    });
    assert.deepEqual([streamed.status, streamed.body.code], [413, CODES.fileTooLarge]);

    const short = await put(url, zip.subarray(0, 10));
    assert.deepEqual([short.status, short.body.code], [400, CODES.sizeMismatch]);
    const shortStreamed = await put(url, Readable.from([zip.subarray(0, 10)]), {
      'content-type': 'application/zip',
      'transfer-encoding': 'chunked',
    });
    assert.deepEqual([shortStreamed.status, shortStreamed.body.code], [400, CODES.sizeMismatch]);

    assert.equal((await put(url, zip, { 'content-type': 'text/plain' })).status, 415);
    assert.deepEqual(await leftovers(signed.body.data.file_id), [], 'no partial file is kept');
    assert.equal((await put(url, zip)).status, 200);
    assert.equal((await confirm(alice, signed.body.data.file_id)).body.data.ok, true);
  });

  it("answers another user's file_id exactly like a missing one", async () => {
    const fileId = await confirmed(alice, await minimalGame());
    for (const res of [
      await confirm(bob, fileId),
      await submit(bob, details(fileId)),
      await send(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: bob.authHeader }),
      await confirm(bob, randomUUID()),
    ]) {
      assertClientError(res, 404);
      assert.equal(res.body.code, CODES.uploadNotFound);
    }
    assert.ok(!(await mine(bob)).body.data.items.some((i) => i.file_id === fileId));
    assert.equal(
      (await send<UploadItem>(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: alice.authHeader }))
        .body.data.status,
      'confirmed',
    );
  });

  it('refuses confirm before the bytes arrive and submit before confirm', async () => {
    const signed = await preSign(alice, { file_name: 'g.zip', file_size: 100, content_type: 'application/zip' });
    const early = await confirm(alice, signed.body.data.file_id);
    assert.deepEqual([early.status, early.body.code], [409, CODES.notUploaded]);
    const fileId = await uploaded(alice, await minimalGame());
    const res = await submit(alice, details(fileId));
    assert.deepEqual([res.status, res.body.code], [409, CODES.notSubmittable]);
  });

  it('keeps two simultaneous uploads of one user apart', async () => {
    const [zipA, zipB] = await Promise.all([minimalGame('console.log("A")'), minimalGame('console.log("B")')]);
    const [a, b] = await Promise.all([
      preSign(alice, { file_name: 'a.zip', file_size: zipA.length, content_type: 'application/zip' }),
      preSign(alice, { file_name: 'b.zip', file_size: zipB.length, content_type: 'application/zip' }),
    ]);
    const puts = await Promise.all([put(a.body.data.upload_url, zipA), put(b.body.data.upload_url, zipB)]);
    assert.deepEqual(
      puts.map((p) => p.status),
      [200, 200],
    );
    const reports = await Promise.all([confirm(alice, a.body.data.file_id), confirm(alice, b.body.data.file_id)]);
    assert.deepEqual(
      reports.map((r) => r.body.data.ok),
      [true, true],
    );
    const [subA, subB] = await Promise.all([
      submit(alice, details(a.body.data.file_id, { title: 'Twin A' })),
      submit(alice, details(b.body.data.file_id, { title: 'Twin B' })),
    ]);
    assert.equal(subA.status, 200, JSON.stringify(subA.body));
    assert.equal(subB.status, 200, JSON.stringify(subB.body));
    assert.notEqual(subA.body.data.game!.version, subB.body.data.game!.version);
    // Each build waits for review behind its own signed preview URL, on its own origin.
    const origin = await buildGamesOrigin({ ...t.context.config });
    const script = (item: UploadItem) => {
      const url = new URL('game.js', item.game!.preview_url!);
      return origin.inject({ url: url.pathname, headers: { host: url.host } });
    };
    try {
      assert.equal((await script(subA.body.data)).body, 'console.log("A")');
      assert.equal((await script(subB.body.data)).body, 'console.log("B")');
    } finally {
      await origin.close();
    }
  });
});
