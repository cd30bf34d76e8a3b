import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { loadConfig } from './config.js';
import type { openDatabase } from './db/open.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The API finds its seed and migrations beside its own files. A checkout under a folder with a space in its name
// ("/home/me/My Projects/portal") must start like any other: a module's URL escapes the space as %20.
describe('the API from a checkout path containing a space', () => {
  let copy: string;
  const load = async <T>(file: string): Promise<T> => import(pathToFileURL(path.join(copy, 'src', file)).href);

  before(async () => {
    // Inside the repository's node_modules, so the copy resolves the same packages as the original.
    // (`.cache` exists only once a linter has run: a fresh install may not have it yet.)
    const cache = path.join(apiDir, '..', 'node_modules', '.cache');
    await mkdir(cache, { recursive: true });
    copy = await mkdtemp(path.join(cache, 'checkout with space-'));
    await cp(path.join(apiDir, 'src'), path.join(copy, 'src'), { recursive: true });
  });
  after(() => rm(copy, { recursive: true, force: true }));

  it('finds the shipped seed folder by default', async () => {
    const config = await load<{ loadConfig: typeof loadConfig }>('config.ts');
    assert.equal(config.loadConfig({}).seedDir, path.join(copy, 'seed'));
  });

  it('applies every shipped migration', async () => {
    const { openDatabase: open } = await load<{ openDatabase: typeof openDatabase }>('db/open.ts');
    const db = await open({ databaseUrl: undefined, databasePoolSize: 1, dataDir: 'memory://' });
    try {
      const shipped = (await readdir(path.join(copy, 'src', 'db', 'migrations'))).filter((f) => f.endsWith('.sql'));
      const applied = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations WHERE version > 0 ORDER BY version',
      );
      assert.ok(shipped.length > 0);
      assert.deepEqual(
        applied.map((row) => `${String(row.version).padStart(3, '0')}.do.${row.name}.sql`),
        shipped.sort(),
      );
    } finally {
      await db.close();
    }
  });
});
