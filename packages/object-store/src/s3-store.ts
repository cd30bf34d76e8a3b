import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertKey,
  type ByteRange,
  InvalidKeyError,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './object-store.js';

// The SDK is large: loaded only when an S3 store is used, so the disk store's users never pay for it.
const sdk = () => import('@aws-sdk/client-s3');

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, s3rver, R2 …); unset → AWS. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO, s3rver). */
  forcePathStyle?: boolean;
  /** Unset → the SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put before every key in the bucket ('' or ending in a slash), so a store can share a bucket. */
  prefix?: string;
}

/** At most this many keys in one DeleteObjects request (S3's own limit). */
const DELETE_BATCH = 1000;
/** Streams of unknown length are sent in parts of this size (S3's minimum part is 5 MiB). */
const PART_SIZE = 8 * 1024 * 1024;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '') || statusOf(error) === 404;

/**
 * A client of the bucket's service, the SDK loaded on first use. Shared with the API's archive store, which
 * pre-signs uploads with it.
 */
export async function createS3Client(
  options: Pick<S3StoreOptions, 'region' | 'endpoint' | 'forcePathStyle' | 'accessKeyId' | 'secretAccessKey'>,
): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them (DeleteObjects): otherwise the SDK signs a CRC32 of the (empty) body
    // into pre-signed URLs and S3 refuses the real bytes, and S3-compatible servers differ in the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in an S3-compatible bucket, each key under `prefix`. A put is one PutObject for bytes in memory, a
 * multipart upload (@aws-sdk/lib-storage) for a stream; S3 makes the object visible only once it is complete, so
 * readers see the old object or the new one, and a failed stream leaves the old one in place.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  private client: Promise<S3Client> | undefined;
  private readonly prefix: string;

  constructor(private readonly options: S3StoreOptions) {
    this.prefix = options.prefix ?? '';
    if (this.prefix !== '') assertKey(this.prefix, { prefix: true });
    if (this.prefix !== '' && !this.prefix.endsWith('/')) throw new InvalidKeyError(this.prefix);
  }

  private getClient(): Promise<S3Client> {
    this.client ??= createS3Client(this.options);
    return this.client;
  }

  private bucketKey(key: string): string {
    return `${this.prefix}${assertKey(key)}`;
  }

  async put(key: string, body: Buffer | string | Readable, options: { contentType?: string } = {}): Promise<void> {
    const Key = this.bucketKey(key);
    const [s3, client] = await Promise.all([sdk(), this.getClient()]);
    const params = { Bucket: this.options.bucket, Key, ContentType: options.contentType };
    if (!(body instanceof Readable)) {
      await client.send(new s3.PutObjectCommand({ ...params, Body: body }));
      return;
    }
    const { Upload } = await import('@aws-sdk/lib-storage');
    // leavePartsOnError false: a failed upload is aborted, so no parts linger (billed) in the bucket.
    await new Upload({ client, params: { ...params, Body: body }, partSize: PART_SIZE, queueSize: 2 }).done();
  }

  async copy(from: string, to: string): Promise<boolean> {
    const [source, Key] = [this.bucketKey(from), this.bucketKey(to)];
    const [{ CopyObjectCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    try {
      // Done by the service (objects up to 5 GiB): the bytes never pass through this process.
      await client.send(
        new CopyObjectCommand({
          Bucket: this.options.bucket,
          Key,
          CopySource: `${this.options.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const Key = this.bucketKey(key);
    const [{ HeadObjectCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    try {
      const response = await client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key }));
      return {
        key,
        size: response.ContentLength ?? 0,
        etag: response.ETag ?? '',
        modified: response.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | null> {
    const Key = this.bucketKey(key);
    const [{ GetObjectCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    const range = options.range;
    try {
      const response = await client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // A ranged answer gives the whole object's size after the slash of Content-Range.
      const total = /\/(\d+)$/.exec(response.ContentRange ?? '')?.[1];
      return {
        key,
        size: total ? Number(total) : (response.ContentLength ?? 0),
        etag: response.ETag ?? '',
        modified: response.LastModified ?? new Date(0),
        body: response.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  list(prefix: string): AsyncIterable<ObjectInfo> {
    // Checked now, not at the first iteration.
    return this.pages(assertKey(prefix, { prefix: true }));
  }

  private async *pages(prefix: string): AsyncIterable<ObjectInfo> {
    const [{ ListObjectsV2Command }, client] = await Promise.all([sdk(), this.getClient()]);
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${this.prefix}${prefix}`,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? [])
        yield {
          key: item.Key!.slice(this.prefix.length),
          size: item.Size ?? 0,
          etag: item.ETag ?? '',
          modified: item.LastModified ?? new Date(0),
        };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    const Key = this.bucketKey(key);
    const [{ DeleteObjectCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Never the whole store by accident.
    if (!prefix) throw new InvalidKeyError(prefix);
    const [{ DeleteObjectsCommand }, client] = await Promise.all([sdk(), this.getClient()]);
    const send = async (keys: string[]) => {
      const response = await client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.map((key) => ({ Key: `${this.prefix}${key}` })), Quiet: true },
        }),
      );
      const failed = response.Errors?.[0];
      if (failed) throw new Error(`S3 refused to delete ${failed.Key}: ${failed.Code} ${failed.Message ?? ''}`);
    };
    let batch: string[] = [];
    for await (const object of this.list(prefix)) {
      batch.push(object.key);
      if (batch.length === DELETE_BATCH) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await send(batch);
  }
}
