import { createObjectStore as storeFrom, type ObjectStore } from '@portal/object-store';
import type { ApiConfig } from '../config.js';

/**
 * The store of every file the replicas share (game builds, thumbnails, checked uploads, released remote versions):
 * the S3 bucket when S3_BUCKET is set (keys at the bucket's root: `games/`, `previews/`, `remotes/`; archives keep
 * S3_PREFIX), else the embedded disk store under OBJECTS_DIR. No process keeps any of it on its own disk, so any
 * replica takes any step; a separate edge builds the same store from the same settings to read `remotes/`.
 */
export function createObjectStore(config: Pick<ApiConfig, 'objectsDir' | 'upload'>): ObjectStore {
  const s3 = config.upload.s3;
  return storeFrom({
    dir: config.objectsDir,
    s3: s3 && {
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    },
  });
}
