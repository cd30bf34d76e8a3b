import { setting } from './settings.js';
import { flag, httpUrl, optional, secret, text } from './variables.js';

/**
 * The S3 bucket of the shared object store, named by the same variables wherever a process reads it (the API writes
 * it; the games origin and a separate edge read it), spread into a settings schema's `s3` object. What the bucket
 * holds for that process, and what its access key may do there, are that server's to say.
 */
export const s3StoreSettings = ({ bucket, accessKey }: { bucket: string; accessKey: string }) => ({
  bucket: setting('S3_BUCKET', optional(text()), bucket),
  region: setting('S3_REGION', text('us-east-1'), 'Bucket region'),
  endpoint: setting('S3_ENDPOINT', optional(httpUrl()), 'S3-compatible endpoint (MinIO, R2 …); unset → AWS'),
  forcePathStyle: setting('S3_FORCE_PATH_STYLE', flag(false), 'Path-style addressing (MinIO)'),
  accessKeyId: setting('S3_ACCESS_KEY_ID', optional(text()), accessKey),
  secretAccessKey: setting('S3_SECRET_ACCESS_KEY', optional(secret()), 'Secret of the access key'),
});
