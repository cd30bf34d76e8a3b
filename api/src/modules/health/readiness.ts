import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/db.js';
import { appliedVersions, shippedVersions } from '../../db/migrate.js';

/** A check that does not answer within this time fails: a probe must never hang on a stuck dependency. */
const CHECK_TIMEOUT_MS = 2_000;

/** What readiness needs of the Redis client (ioredis): its connection state and a round trip. */
export interface RedisProbe {
  readonly status: string;
  ping(): Promise<string>;
}

export interface ReadinessReport {
  /** Why this instance should not take traffic; empty when ready. */
  failures: string[];
  migrations: number;
  redis: 'ok' | 'not configured';
}

let shipped: Promise<number[]> | undefined;
/** The migrations this build ships; read once, they cannot change while the process runs. */
const shippedMigrations = (): Promise<number[]> => (shipped ??= shippedVersions());

async function within<T>(what: string, work: Promise<T>): Promise<T> {
  const timeout = sleep(CHECK_TIMEOUT_MS, undefined, { ref: false }).then(() => {
    throw new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`);
  });
  return Promise.race([work, timeout]);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether this API instance can serve: the database answers, every shipped migration is applied (a replica of a
 * newer build must not serve an older schema), and Redis answers when it is configured (rate limits are shared
 * there). Each check is bounded in time and reported by name.
 */
export async function checkReadiness(db: Queryable, redis: RedisProbe | undefined): Promise<ReadinessReport> {
  const failures: string[] = [];
  let migrations = 0;
  try {
    const applied = new Set(await within('database', appliedVersions(db)));
    const pending = (await shippedMigrations()).filter((version) => !applied.has(version));
    migrations = applied.size;
    if (pending.length > 0) failures.push(`migrations pending: ${pending.join(', ')}`);
  } catch (error) {
    failures.push(`database: ${reason(error)}`);
  }
  if (redis) {
    try {
      // ioredis queues commands while it reconnects; a client that is not connected is not ready, whatever the queue.
      if (redis.status !== 'ready') throw new Error(`not connected (${redis.status})`);
      await within('redis', redis.ping());
    } catch (error) {
      failures.push(`redis: ${reason(error)}`);
    }
  }
  return { failures, migrations, redis: redis ? 'ok' : 'not configured' };
}
