export { assertKey, InvalidKeyError, readObject } from './object-store.js';
export type { ObjectInfo, ObjectStore, StoredObject } from './object-store.js';
export { DiskObjectStore } from './disk-store.js';
