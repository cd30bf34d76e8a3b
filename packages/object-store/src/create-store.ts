import { DiskObjectStore } from './disk-store.js';
import type { ObjectStore } from './object-store.js';
import { S3ObjectStore, type S3StoreOptions } from './s3-store.js';

/** Where a process finds the shared store: a bucket when one is configured, else a folder of the disk store. */
export interface ObjectStoreSettings {
  /** Root of the disk store, used only without a bucket. */
  dir: string;
  /** The bucket's settings; unset (no S3_BUCKET) → the disk store. */
  s3?: S3StoreOptions;
}

/**
 * The store the API writes game builds and released remote versions to, and the edge and the games origin read them
 * from: built the same way in each process from the same settings, so they all name one store.
 */
export function createObjectStore({ dir, s3 }: ObjectStoreSettings): ObjectStore {
  return s3 ? new S3ObjectStore(s3) : new DiskObjectStore(dir);
}
