import { pipeline, Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type PageEncoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

/** negotiator 1.x takes the server's preference order; @types/negotiator does not know it yet. */
type PreferringNegotiator = Negotiator & {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** Longer Accept-Encoding headers are cut there: a browser's is a few dozen characters. */
const MAX_HEADER_LENGTH = 256;

/**
 * Brotli at quality 5: a page is compressed on every response (each carries its own CSP nonce and health tokens),
 * and 5 costs a few milliseconds for a 100 KB page where the default 11 costs tens, for a few per cent more bytes.
 */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli, then gzip, then none, as the request's Accept-Encoding allows (q-values honoured, q=0 refuses). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (!header) return 'identity';
  // `preferred`: among equal q-values the server's order decides, not the order the browser listed them in.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header.slice(0, MAX_HEADER_LENGTH) } });
  const chosen = (negotiator as PreferringNegotiator).encoding(ENCODINGS, { preferred: ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * A streamed page, compressed chunk by chunk: whatever has arrived is flushed once the current burst of chunks is
 * written (not after each of React's many small chunks, which would cost ratio), so the head of the document still
 * reaches the browser before the server has finished rendering the body.
 */
export function compressStream(page: Readable, encoding: 'br' | 'gzip'): Readable {
  const zipper = encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip(GZIP_OPTIONS);
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  let flushQueued = false;
  const input = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      if (!flushQueued) {
        flushQueued = true;
        setImmediate(() => {
          flushQueued = false;
          if (!zipper.destroyed && !zipper.writableEnded) zipper.flush(flushKind);
        });
      }
      done(null, chunk);
    },
  });
  // One pipeline: a client that goes away, or a render that fails, ends all three streams, not just the last.
  return pipeline(page, input, zipper, () => undefined);
}

/**
 * Sends a page (a whole string or a stream) compressed as the request asks, with `Vary: Accept-Encoding`. Pages
 * answer from the not-found handler, which @fastify/compress's per-route hooks never reach, hence this.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string | Readable,
): Promise<FastifyReply> {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(page);
  reply.header('Content-Encoding', encoding);
  if (typeof page !== 'string') return reply.send(compressStream(page, encoding));
  const body = encoding === 'br' ? await brotli(page, BROTLI_OPTIONS) : await gzip(page, GZIP_OPTIONS);
  return reply.header('Content-Length', body.length).send(body);
}
