import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from '../app.js';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import type { Db } from '../db/db.js';
import { TokenVersions } from '../modules/auth/token-versions.js';
import { CounterBuffer } from '../modules/counters/buffer.js';
import type { TestApi } from './context.js';

/**
 * A second API instance on the test API's database (think: the edge's mount of the API beside it), with caches of
 * its own. Closing it leaves the shared database (and the first instance's counters) alone.
 */
export function secondInstance(t: TestApi): Promise<FastifyInstance> {
  return buildApiServer(
    {
      ...t.context,
      db: Object.assign(Object.create(t.context.db) as Db, { close: async () => {} }),
      cache: new CatalogueCache(),
      counters: new CounterBuffer(t.context.db, 1000),
    },
    { logger: false },
  );
}

/**
 * Sends `request` `times` times and answers how many of the statements matching `pattern` they ran: a cached read
 * runs once, or not at all. Each request must succeed.
 */
export async function readsFor(
  db: Db,
  pattern: RegExp,
  times: number,
  request: () => Promise<{ status: number }>,
): Promise<number> {
  const query = db.query.bind(db);
  let count = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (pattern.test(sql)) count += 1;
    return query(sql, params);
  }) as Db['query'];
  try {
    for (let i = 0; i < times; i += 1) assert.equal((await request()).status, 200);
    return count;
  } finally {
    db.query = query;
  }
}

/** Skips a test that needs Redis when REDIS_URL is not set (CI sets it for its PostgreSQL pass). */
const redisUrl = process.env.REDIS_URL;
export const needsRedis = { skip: redisUrl ? false : 'REDIS_URL is not set' };

/**
 * Two replicas' token-version channels through Redis, each with its own in-process bus (so only Redis links them),
 * once their subscriptions are in place.
 */
export async function redisReplicas(db: Db): Promise<[TokenVersions, TokenVersions]> {
  const channel = `test-${randomUUID()}:token-revoked`;
  const make = () => new TokenVersions(db, { url: redisUrl!, channel }, new EventEmitter());
  const replicas: [TokenVersions, TokenVersions] = [make(), make()];
  await new Promise((resolve) => setTimeout(resolve, 200));
  return replicas;
}

/** Polls `read` (every 20 ms, at most 2 s) until it gives `wanted`; returns the last value read. */
export async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  let seen = await read();
  for (let i = 0; i < 100 && seen !== wanted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await read();
  }
  return seen;
}
