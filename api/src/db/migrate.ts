import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { Db, Transaction } from './db.js';

/** The shipped migrations: NNN.do.name.sql, applied in the order of NNN (postgrator's naming). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d+)\.do\.[\w-]+\.sql$/;

/** postgrator's table: one row per applied migration (version, name, md5, run_at), plus its version 0 row. */
const TABLE = 'schema_migrations';

/** Taken for the whole run, so API replicas starting together apply each migration once. */
const MIGRATION_LOCK = 727274;

/** The versions (NNN as a number) of the migrations in `dir`, in order. */
export async function shippedVersions(dir = MIGRATIONS_DIR): Promise<number[]> {
  const files = await readdir(dir);
  return files
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b);
}

/** The versions applied to the database (postgrator's version 0 row left out). */
export async function appliedVersions(db: Pick<Db, 'query'>): Promise<number[]> {
  const rows = await db.query<{ version: number | bigint }>(
    `SELECT version FROM ${TABLE} WHERE version > 0 ORDER BY version`,
  );
  return rows.map((row) => Number(row.version));
}

/** A folder as a glob pattern of its own: characters glob gives a meaning stand for themselves. */
const literalGlob = (dir: string) => dir.replace(/[*?[\]{}()!@+]/g, '[$&]');

/**
 * Applies the migrations in `dir` that the database has not had yet (postgrator), all in one transaction under an
 * advisory lock: a failing migration leaves the schema as it was, and a second replica waits, then finds nothing
 * to do. Returns the files applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // A migration may take longer than a request's statement may (a new index on a big table).
    await tx.query('SET LOCAL statement_timeout = 0');
    const postgrator = new Postgrator({
      migrationPattern: path.join(literalGlob(dir), '*.do.*.sql'),
      driver: 'pg',
      schemaTable: TABLE,
      execQuery: async (sql) => ({ rows: await tx.script(sql) }),
    });
    await adoptLegacyHistory(tx, postgrator);
    const applied = await postgrator.migrate();
    return applied.map((migration) => path.basename(migration.filename));
  });
}

/**
 * Databases migrated before postgrator kept `schema_migrations (version text, applied_at)`, one row per file
 * (`003_accounts`). That table becomes postgrator's, with the same history (and each file's checksum), so nothing
 * applied then runs again.
 */
async function adoptLegacyHistory(tx: Transaction, postgrator: Postgrator): Promise<void> {
  const [column] = await tx.query<{ data_type: string }>(
    `SELECT data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'version'`,
    [TABLE],
  );
  if (column?.data_type !== 'text') return;
  await tx.script(`
    ALTER TABLE ${TABLE} ADD COLUMN name text, ADD COLUMN md5 text, ADD COLUMN run_at timestamptz;
    UPDATE ${TABLE} SET name = substr(version, strpos(version, '_') + 1), run_at = applied_at;
    ALTER TABLE ${TABLE} DROP COLUMN applied_at,
      ALTER COLUMN version TYPE bigint USING split_part(version, '_', 1)::bigint;
    INSERT INTO ${TABLE} (version) VALUES (0)`);
  for (const migration of await postgrator.getMigrations())
    await tx.query(`UPDATE ${TABLE} SET md5 = $1 WHERE version = $2`, [migration.md5, migration.version]);
}
