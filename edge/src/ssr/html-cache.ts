import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { pageEtag } from '../http/page-caching.js';

/** How long a rendered page is served again as is: long enough to absorb a burst, short enough to stay current. */
export const SSR_CACHE_TTL_MS = 1_000;
/** What the kept pages may weigh together: a few hundred typical pages. */
export const SSR_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A whole page, as every visitor of its address gets it: its status, its bytes, their strong validator and, once a
 * response needed them, its compressed forms (kept with it, so a page served again is not compressed again).
 */
export interface KeptPage {
  status: number;
  html: string;
  /** From the bytes (http/page-caching.ts): a release or rollback that changes them changes it. */
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

export interface HtmlCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}

/** A page's whole text; rejects if its render failed on the way. */
export async function collectPage(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer | string));
  return Buffer.concat(chunks).toString('utf8');
}

/** A page with its validator, not (yet) compressed. */
export const keptPage = (status: number, html: string): KeptPage => ({
  status,
  html,
  etag: pageEtag(html),
  encoded: {},
});

/**
 * A micro-cache of server-rendered pages, by address and the remotes' versions (a release or rollback is a new key,
 * so it shows on the next request). Every visitor of an address gets the same page (the server renders what a guest
 * sees, for every device alike), so a page rendered once serves the requests of the next second. Bounded by what its
 * pages weigh, not by their number: however many distinct addresses are asked for, it never holds more than
 * `maxBytes` (least recently used pages go first).
 */
export function createHtmlCache({
  ttlMs = SSR_CACHE_TTL_MS,
  maxBytes = SSR_CACHE_MAX_BYTES,
  now,
}: HtmlCacheOptions = {}) {
  // V8 keeps a string in one or two bytes per code unit: count two, the most a page can weigh; and as much again as
  // one byte per character for its compressed forms, which together never come near the text's size.
  const weigh = (html: string, key: string) => 2 * (html.length + key.length) + html.length + 64;
  const entries =
    ttlMs > 0 && maxBytes > 0
      ? new LRUCache<string, KeptPage>({
          ttl: ttlMs,
          maxSize: maxBytes,
          sizeCalculation: (entry, key) => weigh(entry.html, key),
          perf: now ? { now } : undefined,
          ttlAutopurge: false,
          // Read the clock on every get: a page is never served past its time.
          ttlResolution: 0,
        })
      : undefined;

  const get = (key: string): KeptPage | undefined => entries?.get(key);

  /** The page for `key`, kept for the next requests (a page bigger than the whole budget is sent, never kept). */
  function keep(key: string, status: number, html: string): KeptPage {
    const page = keptPage(status, html);
    if (entries && weigh(html, key) < maxBytes) entries.set(key, page);
    return page;
  }

  /** What the kept pages weigh now, as counted against `maxBytes`. */
  const weight = () => entries?.calculatedSize ?? 0;

  return { get, keep, weight };
}
