import type { Readable } from 'node:stream';

/** What is known of a stored object without reading it. */
export interface ObjectInfo {
  key: string;
  size: number;
  /** The store's own tag of the bytes (S3's ETag, the disk store's size and time): changes when they do. */
  etag: string;
  /** When the bytes were last written: what a sweep of abandoned objects goes by. */
  modified: Date;
}

export interface StoredObject extends ObjectInfo {
  /** The bytes: all of them, or only those of the range asked for (`size` stays the whole object's). */
  body: Readable;
}

/** Bytes `start` to `end` of an object, both included (as in an HTTP Range header), within its size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the portal keeps files that every replica must see: game builds, upload archives and their extracted
 * builds, previews, released versions of the remotes. Keys are slash-separated paths (`games/snake/1.0.0/index.html`);
 * no process keeps state on its own disk, so any replica can take any step. Two backends: the S3 API (MinIO in
 * compose, any S3 in production) and a folder on disk, the embedded default of `npm start`.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, replacing what was there; readers see the old object or the new one, whole. */
  put(key: string, body: Buffer | string | Readable, options?: { contentType?: string }): Promise<void>;
  /** The object, or null when there is none; with `range`, only those bytes are read (media seeking). */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /**
   * Stores a copy of the object `from` under `to`, replacing what was there (readers see the old object or the new
   * one, whole), without the bytes passing through this process; false when there is no `from`.
   */
  copy(from: string, to: string): Promise<boolean>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix` (a "folder": give it with its trailing slash). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Refused keys never reach a path or a URL: they are a bug or an attack. */
export class InvalidKeyError extends Error {
  constructor(readonly key: string) {
    super(`Refusing an object key: ${JSON.stringify(key)}`);
    this.name = 'InvalidKeyError';
  }
}

/** Plain relative paths only: no empty, `.` or `..` segment, no backslash, no control characters. */
export function assertKey(key: string, { prefix = false } = {}): string {
  const segments = key.split('/');
  if (prefix && segments.at(-1) === '') segments.pop();
  const bad =
    key.length === 0 ||
    key.length > 900 ||
    key.includes('\\') ||
    [...key].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad && !(prefix && key === '')) throw new InvalidKeyError(key);
  return key;
}

/** The whole object as a buffer (small objects: manifests, JSON). */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
