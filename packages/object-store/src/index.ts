export { assertKey, InvalidKeyError, readObject } from './object-store.js';
export type { ByteRange, ObjectInfo, ObjectStore, StoredObject } from './object-store.js';
export { createObjectStore, type ObjectStoreSettings } from './create-store.js';
export { DiskObjectStore } from './disk-store.js';
export { createS3Client, S3ObjectStore, type S3StoreOptions } from './s3-store.js';
