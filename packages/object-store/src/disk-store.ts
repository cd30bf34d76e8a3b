import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  assertKey,
  type ByteRange,
  InvalidKeyError,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './object-store.js';

/** Files being written carry this prefix and are never listed or read. */
const PARTIAL = '.partial-';

/**
 * The embedded object store: each key a file under `root`. One process, or several on one host, share it; it is
 * what `npm start` uses with no external service. Writes go to a temporary file renamed over the key, so a reader
 * never sees half an object.
 */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileOf(key: string): string {
    return path.join(this.root, ...assertKey(key).split('/'));
  }

  async put(key: string, body: Buffer | string | Readable): Promise<void> {
    await this.replace(key, async (partial) => {
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial));
      else await writeFile(partial, body);
    });
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = this.fileOf(from);
    if (!(await stat(source).catch(() => null))?.isFile()) return false;
    await this.replace(to, (partial) => copyFile(source, partial));
    return true;
  }

  /** Writes the file of `key` through a temporary file renamed over it. */
  private async replace(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `${PARTIAL}${randomUUID()}`);
    try {
      await write(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const entry = await stat(this.fileOf(key)).catch(() => null);
    return entry?.isFile()
      ? { key, size: entry.size, etag: `${entry.size}-${entry.mtimeMs}`, modified: entry.mtime }
      : null;
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | null> {
    const info = await this.head(key);
    return info && { ...info, body: createReadStream(this.fileOf(key), options.range) };
  }

  list(prefix: string): AsyncIterable<ObjectInfo> {
    // Checked now, not at the first iteration.
    return this.walk(assertKey(prefix, { prefix: true }));
  }

  private async *walk(prefix: string): AsyncIterable<ObjectInfo> {
    // Walk only the folder the prefix names (the part up to its last slash), then filter by the rest.
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const keys: string[] = [];
    const visit = async (relative: string): Promise<void> => {
      const entries = await readdir(path.join(this.root, relative), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name.startsWith(PARTIAL)) continue;
        const key = `${relative}${entry.name}`;
        if (entry.isDirectory()) {
          if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) await visit(`${key}/`);
        } else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await visit(folder);
    for (const key of keys.sort()) {
      const info = await this.head(key);
      if (info) yield info;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Never the whole store by accident.
    if (!prefix) throw new InvalidKeyError(prefix);
    if (prefix.endsWith('/')) {
      await rm(path.join(this.root, ...assertKey(prefix, { prefix: true }).split('/')), {
        recursive: true,
        force: true,
      });
      return;
    }
    for await (const object of this.list(prefix)) await this.delete(object.key);
  }
}
