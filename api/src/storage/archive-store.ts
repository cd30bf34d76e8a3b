import type { Readable } from 'node:stream';
import type { UploadConfig } from '../config.js';
import { LocalArchiveStore } from './local.js';
import { S3ArchiveStore } from './s3.js';
import { assertFileId, resolveInside } from './paths.js';

/** An archive brought to local disk for inspection; `release` drops a downloaded copy (a local original stays). */
export interface LocalArchive {
  path: string;
  size: number;
  release(): Promise<void>;
}

/** What both backends do: hand an archive to the inspector as a local file, and forget it. */
interface ArchiveStoreBase {
  /** The archive as a local file, or null when no bytes arrived. Refuses (tooLarge) a stored object over maxBytes. */
  fetch(fileId: string, maxBytes: number, tooLarge: () => Error): Promise<LocalArchive | null>;
  remove(fileId: string): Promise<void>;
}

/** Local disk: the bytes come through the API's own signed PUT route and are streamed into the storage root. */
export interface LocalStore extends ArchiveStoreBase {
  readonly kind: 'local';
  receive(fileId: string, source: Readable, maxBytes: number, tooLarge: () => Error): Promise<number>;
}

/** S3-compatible: the browser PUTs straight to the bucket with a pre-signed URL. */
export interface RemoteStore extends ArchiveStoreBase {
  readonly kind: 's3';
  presignPut(
    fileId: string,
    options: { size: number; contentType: string; expiresInSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;
}

export type ArchiveStore = LocalStore | RemoteStore;

/** The configured backend: S3 when S3_BUCKET is set, else local disk under UPLOAD_DIR. */
export function createArchiveStore(config: Pick<UploadConfig, 'dir' | 's3'>): ArchiveStore {
  return config.s3 ? new S3ArchiveStore(config.s3, config.dir) : new LocalArchiveStore(config.dir);
}

/** The extraction work folder of one upload, inside the storage root (always local disk). */
export const workDirOf = (root: string, fileId: string) => resolveInside(root, `work/${assertFileId(fileId)}`);
/** The extracted, checked build of an upload, kept until it is submitted. */
export const buildDirOf = (config: Pick<UploadConfig, 'dir'>, fileId: string) =>
  resolveInside(workDirOf(config.dir, fileId), 'build');
