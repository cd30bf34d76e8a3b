import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { postgresTransport, redisTransport, type BusTransport } from './bus-transports.js';
import { InvalidationBus } from './invalidation-bus.js';

/** The NOTIFY channel of the bus (one per database: replicas of another database never hear it). */
const POSTGRES_CHANNEL = 'portal_cache';

/**
 * The replicas' invalidation bus of this configuration: Redis pub/sub when REDIS_URL is set (the channel under
 * RATE_LIMIT_NAMESPACE, so deployments sharing a Redis stay apart), else PostgreSQL LISTEN/NOTIFY when the
 * database is a server, else none (embedded PGlite is one process). Wired to the catalogue cache both ways; while
 * it is down the cache serves nothing older than CACHE_FALLBACK_TTL_MS.
 */
export async function openInvalidationBus(
  config: Pick<ApiConfig, 'redisUrl' | 'rateLimitNamespace' | 'databaseUrl' | 'cacheFallbackTtlMs'>,
  db: Pick<Db, 'kind'>,
  cache: CatalogueCache,
): Promise<InvalidationBus> {
  const transport: BusTransport | undefined = config.redisUrl
    ? redisTransport(config.redisUrl, `${config.rateLimitNamespace}cache`)
    : config.databaseUrl && db.kind === 'postgres'
      ? postgresTransport(config.databaseUrl, POSTGRES_CHANNEL)
      : undefined;
  const bus = new InvalidationBus(transport, {
    degraded: (down) => (cache.maxAgeMs = down ? config.cacheFallbackTtlMs : undefined),
  });
  bus.onMessage((message) => {
    if (message.kind !== 'profile') cache.apply(message);
  });
  cache.onWrite = (message) => bus.publish(message);
  await bus.start();
  return bus;
}
