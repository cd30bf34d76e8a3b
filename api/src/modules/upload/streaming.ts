// A large archive generated on the fly and sent through a real socket, with the process's memory sampled
// meanwhile: shared by the streaming test and `npm run bench:upload -w api`.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import yazl from 'yazl';
import { INDEX_HTML } from './test-zips.js';

/** `size` bytes of incompressible data, produced chunk by chunk (never held whole). */
export function generatedBytes(size: number, chunkSize = 256 * 1024): Readable {
  const pattern = randomBytes(chunkSize);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(chunkSize, left);
      left -= n;
      // The same bytes every time: nothing is allocated per chunk, so only the receiver's memory is measured.
      this.push(n === chunkSize ? pattern : pattern.subarray(0, n));
    },
  });
}

/** A stored (uncompressed) game archive of about `payloadBytes`, as a stream with its exact final size. */
export async function streamedGameZip(payloadBytes: number): Promise<{ size: number; stream: Readable }> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(INDEX_HTML), 'index.html', { compress: false });
  zip.addReadStream(generatedBytes(payloadBytes), 'assets/level.data', { compress: false, size: payloadBytes });
  // yazl passes the final size (or -1 when unknown) to this callback; its typings omit the argument.
  const end = zip.end.bind(zip) as (options: object, done: (finalSize: number) => void) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  if (size < 0) throw new Error('archive size unknown');
  return { size, stream: zip.outputStream as Readable };
}

/** PUTs a stream with a Content-Length to a URL; resolves with the status and body. */
export function putStream(
  url: string,
  body: Readable,
  size: number,
  contentType = 'application/zip',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { ...headers, 'content-type': contentType, 'content-length': size } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
}

type Collect = (options?: { type: 'minor' | 'major' }) => void;

/** The runtime's gc(), enabled on the fly when node was started without --expose-gc. */
function collector(): Collect {
  if (!globalThis.gc) v8.setFlagsFromString('--expose-gc');
  return (globalThis.gc ?? runInNewContext('gc')) as Collect;
}

export interface MemoryGrowth {
  /** Peak growth of resident memory (includes garbage not yet collected and allocator slack). */
  rss: number;
  /**
   * Peak growth of live JS memory (heap + array buffers right after collecting the young generation, where
   * stream chunks live): what is held rather than not yet collected.
   */
  live: number;
}

/** Runs `work` while sampling memory every 20 ms (a young-generation collection costs well under a millisecond); returns its result and the peak growth over the start. */
export async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: MemoryGrowth }> {
  const gc = collector();
  const live = (type: 'minor' | 'major' = 'minor') => {
    gc({ type });
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const start = { live: live('major'), rss: process.memoryUsage.rss() };
  const peak = { ...start };
  const sample = () => {
    peak.live = Math.max(peak.live, live());
    peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    return { result, growth: { rss: peak.rss - start.rss, live: peak.live - start.live } };
  } finally {
    clearInterval(timer);
  }
}
