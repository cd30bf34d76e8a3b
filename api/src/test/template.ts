import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { openPglite, pgliteDb, startPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { listFiles } from '../seed/files.js';
import { seedCatalogue } from '../seed/seed.js';
import { DiskObjectStore } from '@portal/object-store';

// Every test API starts from a migrated and seeded database. Building one takes seconds (PGlite's initdb, the
// migrations, the catalogue), so it is built once per machine and copied per test file: PGlite loads a dump of the
// template's data folder, PostgreSQL clones a template database. The copy is still migrated and seeded as usual,
// which finds nothing to do when the template is current (the seed is fingerprinted) and catches up when it is not.

const seedCodeDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed');

/**
 * Names the template by what shapes it: the migrations, the seed (its files and code: a copy's seeding adds and
 * updates rows but removes none, so a template from another seed could hold games this one does not) and PGlite's
 * version (its dump format).
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  for (const folder of [loadConfig().seedDir, seedCodeDir]) {
    // Names, sizes and times, not contents: reading every game's files per test file would cost more than it saves.
    for (const file of await listFiles(folder)) {
      const { size, mtimeMs } = await stat(path.join(folder, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash
    .update(await pgliteVersion())
    .digest('hex')
    .slice(0, 16);
}

/** The installed PGlite's version: its package.json, found above its entry (the package exports no such path). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => undefined);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : {};
    if (parsed.name === '@electric-sql/pglite') return parsed.version ?? '';
    if (path.dirname(dir) === dir) return '';
    dir = path.dirname(dir);
  }
}

/** Migrates and seeds `db` (throwaway game folders: the copies publish their own). */
async function fill(db: Db): Promise<void> {
  await migrate(db);
  const objectsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-template-objects-'));
  try {
    await seedCatalogue(db, loadConfig(), new DiskObjectStore(objectsDir));
  } finally {
    await rm(objectsDir, { recursive: true, force: true });
  }
}

/** The template's data folder as a PGlite dump, built on first use; concurrent builders each rename a whole file. */
async function pgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `portal-api-template-${await templateKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const pglite = await startPglite('memory://');
  const db = pgliteDb(pglite);
  try {
    await fill(db);
    const blob = await pglite.dumpDataDir('none');
    const partial = `${file}.${randomUUID()}`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
    // Earlier templates (other migrations or seeds) are 46 MB each: keep only this one.
    for (const other of await readdir(os.tmpdir())) {
      if (/^portal-api-template-\w+\.tar$/.test(other) && path.join(os.tmpdir(), other) !== file) {
        await rm(path.join(os.tmpdir(), other), { force: true });
      }
    }
    return blob;
  } finally {
    await db.close();
  }
}

/** A fresh in-memory PGlite with the template's schema and seed. */
export async function pgliteFromTemplate(): Promise<Db> {
  const db = await openPglite('memory://', { loadDataDir: await pgliteDump() });
  await migrate(db);
  return db;
}

/** Runs SQL on the server of `serverUrl`, through its own short connection. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template database on `serverUrl`, built under an advisory lock by the first test file that needs it. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_test_template_${await templateKey()}`;
  return onServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(727276)');
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return name;
      // Built under another name and renamed once complete: a crash mid-way leaves no half-filled template.
      const building = `portal_test_building_${randomUUID().replace(/-/g, '')}`;
      await client.query(`CREATE DATABASE ${building}`);
      const db = await openDatabase({
        databaseUrl: databaseUrl(serverUrl, building),
        databasePoolSize: 2,
        dataDir: '',
      });
      try {
        await fill(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(727276)');
    }
  });
}

/** A new database on the server `serverUrl` names (same credentials), from `template` when given. */
async function newPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomUUID().replace(/-/g, '')}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** A new database cloned from the template, beside the one `serverUrl` names (same server and credentials). */
export async function postgresFromTemplate(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return newPostgresDatabase(serverUrl, await postgresTemplate(serverUrl));
}

/**
 * An empty database, not migrated: in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set (CI's
 * `npm test`). `close` closes it and drops the PostgreSQL one.
 */
export async function emptyDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (!serverUrl) {
    const db = pgliteDb(await startPglite('memory://'));
    return { db, close: () => db.close() };
  }
  const database = await newPostgresDatabase(serverUrl);
  const db = await openPostgres(database.url, 2);
  return {
    db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}
