import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { DiskObjectStore, type ObjectStore } from '@portal/object-store';
import type { ApiConfig } from '../config.js';

/**
 * The API's object store (released versions of the remotes, under remotes/<remote>/<version>/): a folder under
 * DATA_DIR/objects by default. A data folder `memory://…` (tests) gets a throwaway folder of its own.
 */
export function createObjectStore(config: Pick<ApiConfig, 'dataDir'>): ObjectStore {
  const root = config.dataDir.startsWith('memory://')
    ? path.join(os.tmpdir(), `portal-objects-${randomUUID()}`)
    : path.join(config.dataDir, 'objects');
  return new DiskObjectStore(root);
}
