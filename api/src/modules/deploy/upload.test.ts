import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { API } from '../../test/http.js';
import { generatedBytes, peakMemoryGrowth, putStream } from '../upload/streaming.js';
import { deployClient, deploySettings, OPERATOR_TOKEN, sha256 } from './test-client.js';
import { MAX_FILE_BYTES, STALE_STAGING_MS, sweepStaleStaging } from './upload.js';

const MB = 1024 * 1024;

describe('deploy API: file uploads stream into the object store', () => {
  const t = useTestApi(deploySettings);
  const filesOf = (version: string) => `/remotes/games/versions/${version}/files`;
  const staged = async () => {
    const keys: string[] = [];
    for await (const object of t.context.objects.list('deploy-uploads/')) keys.push(object.key);
    return keys;
  };

  it('takes a 60 MB file with memory far below its size, hashing it on the way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API}/deploy`;
    const size = 60 * MB;
    const upload = await peakMemoryGrowth(() =>
      putStreamAs(`${base}${filesOf('1.0.0-big')}/static/js/big.js`, generatedBytes(size), size),
    );
    assert.equal(upload.result.status, 200, upload.result.body);
    const answer = JSON.parse(upload.result.body).data as { key: string; size: number; sha256: string };
    assert.equal(answer.size, size);
    const stored = await t.context.objects.get(answer.key);
    const hash = createHash('sha256');
    for await (const chunk of stored!.body) hash.update(chunk as Buffer);
    assert.equal(answer.sha256, hash.digest('hex'));
    assert.deepEqual(await staged(), []);
    // Buffering the file whole would hold at least its 60 MB; streaming holds a few chunks.
    assert.ok(
      upload.growth.live < 20 * MB,
      `held ${(upload.growth.live / MB).toFixed(1)} MB more (RSS +${(upload.growth.rss / MB).toFixed(1)} MB)`,
    );
  });

  it('refuses more than the limit, declared or sent, and keeps nothing of it', async () => {
    const operator = deployClient(t.app, OPERATOR_TOKEN);
    const url = `${API}/deploy${filesOf('1.0.0-large')}/remoteEntry.js`;
    const headers = { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/octet-stream' };
    const declared = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'content-length': String(MAX_FILE_BYTES + 1) },
      payload: Readable.from([Buffer.from('x')]),
    });
    assert.equal(declared.statusCode, 413, declared.body);
    // Sent without a length (chunked): refused once the bytes pass the limit.
    const sent = await t.app.inject({ method: 'PUT', url, headers, payload: generatedBytes(MAX_FILE_BYTES + 1, MB) });
    assert.equal(sent.statusCode, 413, sent.body);
    assert.equal(await t.context.objects.head('remotes/games/1.0.0-large/remoteEntry.js'), null);
    assert.deepEqual(await staged(), []);
    // An empty file is a file.
    const empty = await operator.put(`${filesOf('1.0.0-large')}/empty.txt`, '');
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.data, { key: 'remotes/games/1.0.0-large/empty.txt', size: 0, sha256: sha256('') });
  });

  it('sweeps staged uploads a crashed process left, and only those', async () => {
    await t.context.objects.put('deploy-uploads/left-by-a-crash', 'partial bytes');
    assert.equal(await sweepStaleStaging(t.context.objects), 0, 'a fresh one may still be arriving');
    assert.deepEqual(await staged(), ['deploy-uploads/left-by-a-crash']);
    const later = Date.now() + STALE_STAGING_MS + 60_000;
    assert.equal(await sweepStaleStaging(t.context.objects, later), 1);
    assert.deepEqual(await staged(), []);
  });
});

/** PUTs a stream with the operator's token (the upload helper's request, with the deploy token). */
function putStreamAs(url: string, body: Readable, size: number) {
  return putStream(url, body, size, 'application/octet-stream', { authorization: `Bearer ${OPERATOR_TOKEN}` });
}
