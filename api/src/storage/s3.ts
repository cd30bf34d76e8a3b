import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '@portal/object-store';
import type { S3Config } from '../config.js';
import type { LocalArchive, RemoteStore } from './archive-store.js';
import { ByteLimit } from './byte-limit.js';
import { assertFileId, resolveInside } from './paths.js';

// The SDK is large; load it only when an S3 backend is configured (tests and local installs never pay for it).
const sdk = () => import('@aws-sdk/client-s3');

/**
 * Archives in an S3-compatible bucket under <prefix><file_id>.zip. The browser PUTs with a real pre-signed URL
 * whose signature covers Content-Length and Content-Type, so S3 itself refuses a body of another size. For
 * inspection the object is streamed to a work folder under the local storage root and deleted from the bucket,
 * so the URL is good for one archive only: bytes PUT again later are never read.
 */
export class S3ArchiveStore implements RemoteStore {
  readonly kind = 's3' as const;
  private client: Promise<S3Client> | undefined;

  constructor(
    private readonly config: S3Config,
    private readonly workRoot: string,
  ) {}

  private getClient(): Promise<S3Client> {
    this.client ??= createS3Client(this.config);
    return this.client;
  }

  private key(fileId: string): string {
    return `${this.config.prefix}${assertFileId(fileId)}.zip`;
  }

  async presignPut(fileId: string, options: { size: number; contentType: string; expiresInSeconds: number }) {
    const [{ PutObjectCommand }, { getSignedUrl }, client] = await Promise.all([
      sdk(),
      import('@aws-sdk/s3-request-presigner'),
      this.getClient(),
    ]);
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.key(fileId),
      ContentType: options.contentType,
      ContentLength: options.size,
    });
    const url = await getSignedUrl(client, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'content-type': options.contentType } };
  }

  async fetch(fileId: string, maxBytes: number, tooLarge: () => Error): Promise<LocalArchive | null> {
    const [{ GetObjectCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    let response;
    try {
      response = await client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(fileId) }));
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
    if ((response.ContentLength ?? 0) > maxBytes) {
      (response.Body as Readable | undefined)?.destroy();
      throw tooLarge();
    }
    const dir = resolveInside(this.workRoot, `work/${assertFileId(fileId)}`);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, 'archive.zip');
    const limit = new ByteLimit(maxBytes, tooLarge);
    try {
      await pipeline(response.Body as Readable, limit, createWriteStream(file));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { path: file, size: limit.bytes, release: () => rm(file, { force: true }) };
  }

  async remove(fileId: string): Promise<void> {
    const [{ DeleteObjectCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(fileId) }));
  }
}
