import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPostgres } from './postgres.js';

const url = process.env.DATABASE_URL;

// Runs in CI's PostgreSQL pass (DATABASE_URL set); PGlite has no server to drop connections.
describe('PostgreSQL pool', { skip: url ? false : 'needs DATABASE_URL' }, () => {
  it('survives the server dropping an idle connection (restart, failover) and reconnects on the next query', async () => {
    const db = await openPostgres(url!);
    const admin = await openPostgres(url!);
    try {
      const [{ pid }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(await db.query('SELECT 1 AS ok'), [{ ok: 1 }]);
    } finally {
      await Promise.all([db.close(), admin.close()]);
    }
  });
});
