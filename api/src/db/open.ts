import path from 'node:path';
import type { ApiConfig } from '../config.js';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { migrate } from './migrate.js';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'databasePoolSize' | 'dataDir'> &
    Partial<Pick<ApiConfig, 'databaseStatementTimeoutMs'>>,
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePoolSize, config.databaseStatementTimeoutMs)
    : await openPglite(config.dataDir.startsWith('memory://') ? config.dataDir : path.join(config.dataDir, 'pglite'));
  await migrate(db);
  return db;
}
