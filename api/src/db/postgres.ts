import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './db.js';
import { SESSION_SETTINGS, startupOptions } from './session.js';

// BIGINT counters fit in a JS number for any realistic count; return them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A prepared statement's name: the same text, the same name on every connection. */
const statementName = (sql: string) => `p${createHash('sha1').update(sql).digest('base64url')}`;

/**
 * A pool of `poolSize` connections. Every statement is cancelled by the server after `statementTimeoutMs`, so a few
 * slow queries cannot hold the whole pool (the caller gets an error, answered as a 503/500).
 */
export async function openPostgres(url: string, poolSize = 10, statementTimeoutMs = 5000): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: statementTimeoutMs,
    options: startupOptions(SESSION_SETTINGS),
  });
  // An idle client the server drops (restart, failover, pg_terminate_backend) emits 'error' on the pool; unhandled,
  // that would end the process. The pool discards that client and the next query opens a new connection.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query(sql, params, options) {
      if (!options?.prepare) return (await pool.query(sql, params)).rows;
      return (await pool.query({ name: statementName(sql), text: sql, values: params })).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params)).rows,
          // Without parameters node-postgres sends the simple protocol: several statements, one result each.
          script: async (sql) => {
            const results: pg.QueryResult | pg.QueryResult[] = await client.query(sql);
            return (Array.isArray(results) ? (results.at(-1)?.rows ?? []) : results.rows) as never[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onLost) {
      // A connection of its own, outside the pool: LISTEN holds it for as long as it listens.
      const client = new pg.Client({ connectionString: url, options: startupOptions(SESSION_SETTINGS) });
      let stopped = false;
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', (error) => {
        if (!stopped) onLost?.(error);
      });
      client.on('end', () => {
        if (!stopped) onLost?.(new Error('The listening connection to PostgreSQL closed'));
      });
      await client.connect();
      try {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => {});
        throw error;
      }
      return async () => {
        stopped = true;
        await client.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}
