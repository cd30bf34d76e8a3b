/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { loadFailureKind } from './loadFailure';
import { rememberIntegrity } from './versionIntegrity';

const ORIGIN = 'http://localhost';
const answering = (status: number, body = '') => jest.fn(async () => new Response(body, { status }));
const chunkError = (url: string, type = 'error') =>
  Object.assign(new Error(`Loading chunk 12 failed.\n(${type}: ${url})`), { name: 'ChunkLoadError', request: url });

describe('loadFailureKind', () => {
  it('takes a refused chunk that still answers for an integrity failure', async () => {
    const fetchImpl = answering(200, 'changed');
    const url = `${ORIGIN}/remotes/blog/1.0.0-a/__federation_expose_BlogListPage.0123456789.js`;
    expect(await loadFailureKind(chunkError(url), fetchImpl)).toBe('integrity-error');
    expect(fetchImpl).toHaveBeenCalledWith(url);
  });

  it('checks a manifest named deep in the causes against its recorded hash', async () => {
    rememberIntegrity('blog', {
      version: '1.0.0-a',
      manifestIntegrity: `sha384-${createHash('sha384').update('{"id":"blog"}').digest('base64')}`,
    });
    const failed = (body: string) =>
      loadFailureKind(
        new Error('remote failed', {
          cause: new Error(`#RUNTIME-003 manifestUrl: "/remotes/blog/1.0.0-a/mf-manifest.json"`),
        }),
        answering(200, body),
      );
    expect(await failed('{"id":"evil"}')).toBe('integrity-error');
    expect(await failed('{"id":"blog"}')).toBe('load-error');
  });

  it('takes a missing file, a network failure, a timeout or an error naming no file for a load failure', async () => {
    const url = `${ORIGIN}/remotes/blog/1.0.0-a/12.0123456789.js`;
    expect(await loadFailureKind(chunkError(url), answering(404))).toBe('load-error');
    const down = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadFailureKind(chunkError(url), down)).toBe('load-error');
    expect(await loadFailureKind(new Error(`timed out after 2500 ms: ${url}`), answering(200))).toBe('load-error');
    expect(await loadFailureKind(new Error('empty module blog/BlogListPage'), answering(200))).toBe('load-error');
  });
});
