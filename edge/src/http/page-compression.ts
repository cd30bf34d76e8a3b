import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptPage } from '../ssr/html-cache.js';
import { encodedEtag, matchesIfNoneMatch } from './page-caching.js';

export type PageEncoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

/** negotiator 1.x takes the server's preference order; @types/negotiator does not know it yet. */
type PreferringNegotiator = Negotiator & {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** Longer Accept-Encoding headers are cut there: a browser's is a few dozen characters. */
const MAX_HEADER_LENGTH = 256;

/**
 * Brotli at quality 7: a page is compressed once per render (kept with it, KeptPage.encoded), on the request's
 * time. For a 60–90 KB page 5 and 7 both take 1–2 ms, and 7 is 0.1–0.45 KB smaller (what keeps the first view
 * within one round trip, docs/performance.md); 9 and up cost 80–350 ms for the last kilobyte.
 */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 7,
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
 * Sends a whole page with its validator: `304 Not Modified` (no body) when the request's If-None-Match names it,
 * else the page compressed as the request asks (each encoding once per page: KeptPage.encoded), with
 * `Vary: Accept-Encoding` and the ETag of that encoding.
 */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
): Promise<FastifyReply> {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const etag = encodedEtag(page.etag, encoding);
  reply.header('ETag', etag);
  if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.code(page.status);
  if (encoding === 'identity') return reply.send(page.html);
  const body = (page.encoded[encoding] ??=
    encoding === 'br' ? await brotli(page.html, BROTLI_OPTIONS) : await gzip(page.html, GZIP_OPTIONS));
  return reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
}
