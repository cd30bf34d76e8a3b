import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { emptyDatabase } from '../test/template.js';
import type { Db } from './db.js';
import { appliedVersions, migrate, MIGRATIONS_DIR, shippedVersions } from './migrate.js';

/** What the runner before postgrator did: each file in order, recorded as `NNN_name` with its time. */
async function migrateTheOldWay(db: Db): Promise<void> {
  await db.exec(
    `CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    await db.transaction(async (tx) => {
      await tx.script(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file.replace('.do.', '_').slice(0, -4)]);
    });
  }
}

// On PGlite, and on PostgreSQL in CI's second pass (DATABASE_URL set).
describe('migrations', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await emptyDatabase()));
  afterEach(() => close());

  it('applies every shipped file to a new database, in order, and nothing the second time', async () => {
    const shipped = await readdir(MIGRATIONS_DIR);
    assert.deepEqual(await migrate(db), shipped.sort());
    assert.deepEqual(await appliedVersions(db), await shippedVersions());
    assert.deepEqual(await migrate(db), []);
  });

  it('takes over the history of a database the earlier runner migrated, without applying anything again', async () => {
    await migrateTheOldWay(db);
    const [{ at }] = (await db.query<{ at: Date }>(
      `SELECT applied_at AS at FROM schema_migrations WHERE version = '001_catalogue'`,
    )) as [{ at: Date }];
    assert.deepEqual(await migrate(db), []);
    assert.deepEqual(await appliedVersions(db), await shippedVersions());
    const [first] = await db.query<{ name: string; md5: string; run_at: Date }>(
      'SELECT name, md5, run_at FROM schema_migrations WHERE version = 1',
    );
    assert.equal(first?.name, 'catalogue');
    assert.match(first?.md5 ?? '', /^[0-9a-f]{32}$/);
    assert.equal(first?.run_at.getTime(), at.getTime());
    // Checksums taken over from the files: the next start validates them and still finds nothing to do.
    assert.deepEqual(await migrate(db), []);
  });

  it('leaves the schema as it was when a migration fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
    try {
      await writeFile(path.join(dir, '001.do.first.sql'), 'CREATE TABLE first_table (id int);');
      await writeFile(path.join(dir, '002.do.broken.sql'), 'CREATE TABLE broken (;');
      await assert.rejects(migrate(db, dir), /syntax error/);
      const tables = await db.query(
        `SELECT table_name FROM information_schema.tables WHERE table_name IN ('first_table', 'schema_migrations')`,
      );
      assert.deepEqual(tables, []);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
