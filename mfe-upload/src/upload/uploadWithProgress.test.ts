import { FakeXhr, installFakeXhr } from '../test/fakeXhr';
import { TransferError, uploadWithProgress } from './uploadWithProgress';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

const body = new Blob(['x'.repeat(1000)]);
const URL = 'http://api.test/app/api/v1/upload/put/f-1?expires=1&sig=s';

describe('uploadWithProgress', () => {
  it('PUTs the bytes with the given headers and no Authorization, reporting progress until the 2xx answer', async () => {
    const progress: Array<[number, number]> = [];
    const done = uploadWithProgress(URL, body, {
      headers: { 'content-type': 'application/zip' },
      onProgress: (p) => progress.push([p.loaded, p.total]),
    });
    const xhr = FakeXhr.latest();
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual([
      'PUT',
      URL,
      { 'content-type': 'application/zip' },
      body,
    ]);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(200);
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([
      [250, 1000],
      [1000, 1000],
    ]);
  });

  it('rejects an error answer with its status and the envelope code', async () => {
    const done = uploadWithProgress(URL, body);
    FakeXhr.latest().respond(403, {
      code: 40351,
      message: 'Upload URL has expired; request a new one',
      success: false,
      data: null,
    });
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 403, code: 40351 });
  });

  it('rejects an answer that is not an envelope (S3 speaks XML) with its status only', async () => {
    const done = uploadWithProgress(URL, body);
    FakeXhr.latest().respond(500, '<Error><Code>InternalError</Code></Error>');
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 500, code: 0 });
  });

  it('rejects a network failure', async () => {
    const done = uploadWithProgress(URL, body);
    FakeXhr.latest().failNetwork();
    await expect(done).rejects.toEqual(new TransferError('network'));
  });

  it('aborts the request when the signal fires, and never starts one for an aborted signal', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress(URL, body, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
    expect(FakeXhr.latest().aborted).toBe(true);
    await expect(uploadWithProgress(URL, body, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(FakeXhr.all).toHaveLength(1);
  });
});
