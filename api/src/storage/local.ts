import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LocalArchive, LocalStore } from './archive-store.js';
import { ByteLimit } from './byte-limit.js';
import { assertFileId, resolveInside } from './paths.js';

/** Archives on local disk: <root>/incoming/<file_id>.zip, written by streaming, never buffered whole. */
export class LocalArchiveStore implements LocalStore {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private archivePath(fileId: string): string {
    return resolveInside(this.root, `incoming/${assertFileId(fileId)}.zip`);
  }

  /**
   * Streams `source` into the archive's place: first into a private part file (so two uploads never share a
   * file and a half-written one is never taken for the archive), renamed once complete. Returns the byte count.
   */
  async receive(fileId: string, source: Readable, maxBytes: number, tooLarge: () => Error): Promise<number> {
    const target = this.archivePath(fileId);
    await mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.part-${randomBytes(6).toString('hex')}`;
    const limit = new ByteLimit(maxBytes, tooLarge);
    try {
      await pipeline(source, limit, createWriteStream(part, { flags: 'wx' }));
      await rename(part, target);
      return limit.bytes;
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async fetch(fileId: string, maxBytes: number, tooLarge: () => Error): Promise<LocalArchive | null> {
    const file = this.archivePath(fileId);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (info.size > maxBytes) throw tooLarge();
    return { path: file, size: info.size, release: async () => {} };
  }

  async remove(fileId: string): Promise<void> {
    await rm(this.archivePath(fileId), { force: true });
  }
}
