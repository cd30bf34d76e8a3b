import { PassThrough, type Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';

/** How long a rendered page is served again as is: long enough to absorb a burst, short enough to stay current. */
export const SSR_CACHE_TTL_MS = 1_000;
/** What the kept pages may weigh together: a few hundred typical pages. */
export const SSR_CACHE_MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  status: number;
  html: string;
  /** The CSP nonce the page was rendered with, replaced by each later response's own. */
  nonce?: string;
}

export interface HtmlCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * A micro-cache of server-rendered pages, by address, layout and the remotes' versions (a release or rollback is a
 * new key, so it shows on the next request). Every visitor of an address gets the same first view (the server
 * renders what a guest sees), so a page rendered once serves the requests of the next second. Bounded by what its
 * pages weigh, not by their number: however many distinct addresses are asked for, it never holds more than
 * `maxBytes` (least recently used pages go first).
 */
export function createHtmlCache({
  ttlMs = SSR_CACHE_TTL_MS,
  maxBytes = SSR_CACHE_MAX_BYTES,
  now,
}: HtmlCacheOptions = {}) {
  const entries =
    ttlMs > 0 && maxBytes > 0
      ? new LRUCache<string, Entry>({
          ttl: ttlMs,
          maxSize: maxBytes,
          // V8 keeps a string in one or two bytes per code unit: count two, the most a page can weigh.
          sizeCalculation: (entry, key) => 2 * (entry.html.length + key.length) + 64,
          perf: now ? { now } : undefined,
          ttlAutopurge: false,
          // Read the clock on every get: a page is never served past its time.
          ttlResolution: 0,
        })
      : undefined;

  const get = (key: string): Entry | undefined => entries?.get(key);

  /** Passes `stream` through and keeps what it sent, once complete, for the next requests of `key`. */
  function keep(key: string, status: number, stream: Readable, nonce?: string): Readable {
    if (!entries) return stream;
    const chunks: Buffer[] = [];
    const through = new PassThrough();
    stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    stream.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      // A page bigger than the whole budget is sent, never kept (lru-cache would refuse it anyway).
      if (2 * html.length < maxBytes) entries.set(key, { status, html, nonce });
    });
    stream.on('error', (error) => through.destroy(error));
    stream.pipe(through);
    return through;
  }

  /** A kept page's HTML for a response with `nonce`: a nonce is never sent twice. */
  function htmlFor(entry: Entry, nonce?: string): string {
    if (!entry.nonce || !nonce) return entry.html;
    return entry.html.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`);
  }

  /** What the kept pages weigh now, as counted against `maxBytes`. */
  const weight = () => entries?.calculatedSize ?? 0;

  return { get, keep, htmlFor, weight };
}
