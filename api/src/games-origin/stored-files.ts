import path from 'node:path';
import { type ByteRange, InvalidKeyError, type ObjectStore } from '@portal/object-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GAME_CONTENT_TYPES } from './content-types.js';

/** What a Range header asks of an object of `size` bytes: all of it, one range, or nothing satisfiable (416). */
function rangeOf(header: string | undefined, size: number): ByteRange | 'all' | 'unsatisfiable' {
  // One range only; several (rare, multipart answers) get the whole file, which HTTP allows.
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return 'all';
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The ETag header of a store's tag: S3's come quoted, the disk store's do not. */
const quoted = (etag: string) => (etag.startsWith('"') || etag.startsWith('W/"') ? etag : `"${etag}"`);

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * Answers a GET or HEAD with one object of the store, streamed: its type from the allow-list (the caller checked the
 * extension), its length, an ETag (If-None-Match → 304), byte ranges (206 with Content-Range, 416 out of bounds)
 * for media seeking. `headers` go on every answer but a 404. A missing object or an unusable key is 404.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  objects: ObjectStore,
  key: string,
  headers: Record<string, string>,
): Promise<FastifyReply> {
  const notFound = () => reply.code(404).type('text/plain').send('Not found');
  let info;
  try {
    info = await objects.head(key);
  } catch (error) {
    if (error instanceof InvalidKeyError) return notFound();
    throw error;
  }
  if (!info) return notFound();
  const etag = quoted(info.etag);
  reply
    .headers(headers)
    .header('Content-Type', GAME_CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream')
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const range = rangeOf(request.headers.range, info.size);
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('Content-Range', `bytes */${info.size}`)
      .type('text/plain')
      .send('Range not satisfiable');
  const length = range === 'all' ? info.size : range.end - range.start + 1;
  if (range !== 'all') reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('Content-Length', String(length));
  if (request.method === 'HEAD') return reply.send();
  const object = await objects.get(key, range === 'all' ? {} : { range });
  // Deleted between the two calls (a rejected preview): as if it had never been there.
  if (!object) return reply.code(404).removeHeader('Content-Length').type('text/plain').send('Not found');
  return reply.send(object.body);
}
