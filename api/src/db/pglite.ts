import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './db.js';
import { lockDataDir } from './pglite-lock.js';
import { SESSION_SETTINGS, setStatements } from './session.js';

/** Options of PGlite that callers may choose; `loadDataDir` starts from a dump of another data folder (tests). */
export type PgliteOptions = { loadDataDir?: Blob };

/** Starts PGlite with the extensions the migrations need and the session settings every connection gets. */
export async function startPglite(dataDir: string, options: PgliteOptions = {}): Promise<PGlite> {
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm, fuzzystrmatch }, ...options });
  // PGlite runs each statement to the end (no timer can interrupt it), so there is no statement timeout here.
  await pg.exec(setStatements(SESSION_SETTINGS));
  return pg;
}

/** The Db interface over a running PGlite; `onClose` runs after it has closed. */
export function pgliteDb(pg: PGlite, onClose: () => void = () => {}): Db {
  return {
    kind: 'pglite',
    async query(sql, params) {
      return (await pg.query(sql, params)).rows as never[];
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(work) {
      return pg.transaction((tx) =>
        work({
          query: async (sql, params) => (await tx.query(sql, params)).rows as never[],
          script: async (sql) => ((await tx.exec(sql)).at(-1)?.rows ?? []) as never[],
        }),
      );
    },
    async listen(channel, onNotify) {
      // One in-process database: a NOTIFY reaches every listener of this PGlite, which is every API instance on it.
      return pg.listen(channel, onNotify);
    },
    close: async () => {
      await pg.close();
      onClose();
    },
  };
}

/** Embedded PostgreSQL: on disk under `dataDir`, or in memory for `memory://` (tests). */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    return pgliteDb(await startPglite(dataDir, options), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
