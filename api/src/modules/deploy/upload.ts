import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@portal/object-store';
import { AppError } from '../../http/envelope.js';

/** Largest single file of a built remote (its chunks are far smaller; a source map may be large). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Files declared at most this long are read into memory, then written in place: one write, no staging copy. */
const SMALL_FILE_BYTES = 1024 * 1024;

/**
 * Where a larger upload is written while it arrives, outside every version's folder: the bytes reach the version only once
 * they are whole and the version is still open (copied under the version's lock), so a slow sender never holds that
 * lock, and a sealed version never sees a partial or late file.
 */
const UPLOADS_PREFIX = 'deploy-uploads/';

/**
 * A staged upload older than this was left by a process that died while receiving it (a live one removes its own
 * whatever happens): the largest file at a crawl of 4 KB/s still arrives well within it.
 */
export const STALE_STAGING_MS = 6 * 60 * 60 * 1000;

/** Removes staged uploads abandoned by a crashed process; returns how many. Safe in several replicas at once. */
export async function sweepStaleStaging(objects: ObjectStore, now = Date.now()): Promise<number> {
  const stale: string[] = [];
  for await (const object of objects.list(UPLOADS_PREFIX))
    if (now - object.modified.getTime() > STALE_STAGING_MS) stale.push(object.key);
  for (const key of stale) await objects.delete(key);
  return stale.length;
}

export interface ReceivedFile {
  size: number;
  sha256: string;
}

const tooLarge = () => new AppError(413, `A file of a version may have at most ${MAX_FILE_BYTES} bytes`);

/** 413 before a byte is read when the request declares more than a file may have. */
export function refuseDeclaredSize(contentLength: string | undefined): void {
  if (contentLength !== undefined && Number(contentLength) > MAX_FILE_BYTES) throw tooLarge();
}

/** Passes the bytes on as they come, hashing and counting them; fails (413) past MAX_FILE_BYTES. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_FILE_BYTES) return done(tooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, received: (): ReceivedFile => ({ size, sha256: hash.digest('hex') }) };
}

/** The request's body as a stream (a request without one is an empty file). */
export const bodyStream = (body: unknown): Readable => (body instanceof Readable ? body : Readable.from([]));

/** Reads the whole body, keeping only its hash and size (a file sent again to a sealed version is compared). */
export async function hashOnly(body: Readable): Promise<ReceivedFile> {
  const { stream, received } = hashing();
  await pipeline(body, stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return received();
}

/** Reads the whole (small) body into memory, hashing it. */
async function readSmall(body: Readable): Promise<{ bytes: Buffer; file: ReceivedFile }> {
  const { stream, received } = hashing();
  const chunks: Buffer[] = [];
  await pipeline(
    body,
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return { bytes: Buffer.concat(chunks), file: received() };
}

/**
 * Takes the body as the file `key`, hashing it; `commit` runs `write` (which puts the file in place) under whatever
 * lock it needs. A body declared at most SMALL_FILE_BYTES long (most of a build's files) is read into memory and
 * written in place at once; any other streams into a staging object as it arrives, which `write` copies into
 * place and which is removed whatever happens. Memory holds a small file or a few chunks of a large one.
 */
export async function receiveFile<R>(
  objects: ObjectStore,
  body: Readable,
  { key, declaredLength }: { key: string; declaredLength: string | undefined },
  commit: (write: () => Promise<void>, file: ReceivedFile) => Promise<R>,
): Promise<R> {
  if (declaredLength !== undefined && Number(declaredLength) <= SMALL_FILE_BYTES) {
    const { bytes, file } = await readSmall(body);
    return commit(() => objects.put(key, bytes), file);
  }
  const staged = `${UPLOADS_PREFIX}${randomUUID()}`;
  const { stream, received } = hashing();
  try {
    const sending = pipeline(body, stream);
    // A store that fails stops reading: the sender is stopped too, rather than left waiting.
    const storing = objects.put(staged, stream).catch((error: unknown) => {
      stream.destroy(error as Error);
      throw error;
    });
    const [sent, stored] = await Promise.allSettled([sending, storing]);
    // The sender's failure first: past the limit, the store only sees its stream cut (413, not 500).
    if (sent.status === 'rejected') throw sent.reason;
    if (stored.status === 'rejected') throw stored.reason;
    return await commit(async () => {
      if (!(await objects.copy(staged, key))) throw new Error(`the upload of ${key} vanished while staged`);
    }, received());
  } finally {
    await objects.delete(staged);
  }
}
