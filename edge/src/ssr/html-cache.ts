import { PassThrough, type Readable } from 'node:stream';

/** How long a rendered page is served again as is: long enough to absorb a burst, short enough to stay current. */
export const SSR_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 500;

interface Entry {
  status: number;
  html: string;
  expires: number;
  /** The CSP nonce the page was rendered with, replaced by each later response's own. */
  nonce?: string;
}

/**
 * A micro-cache of server-rendered pages, by address, layout and the remotes' versions (a release or rollback is a
 * new key, so it shows on the next request). Every visitor of an address gets the same first view (the server
 * renders what a guest sees), so a page rendered once serves the requests of the next second.
 */
export function createHtmlCache(ttlMs = SSR_CACHE_TTL_MS, now = () => Date.now()) {
  const entries = new Map<string, Entry>();

  function get(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  /** Passes `stream` through and keeps what it sent, once complete, for the next requests of `key`. */
  function keep(key: string, status: number, stream: Readable, nonce?: string): Readable {
    if (ttlMs <= 0) return stream;
    const chunks: Buffer[] = [];
    const through = new PassThrough();
    stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    stream.on('end', () => {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { status, html: Buffer.concat(chunks).toString('utf8'), expires: now() + ttlMs, nonce });
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

  return { get, keep, htmlFor };
}
