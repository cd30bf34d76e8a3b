import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh temporary folder for this test file's builds, removed after its tests; call at the file's top level. */
export function scratchFolder(prefix: string): () => string {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));
  return () => scratch;
}
