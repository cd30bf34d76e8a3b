import { Redis } from 'ioredis';
import type { ApiConfig } from '../config.js';

/**
 * Where @fastify/rate-limit keeps its counters: this process's memory by default, or Redis when REDIS_URL is set,
 * so that replicas share one budget per client. Short timeouts and skipOnError: a Redis outage lifts the limits
 * for a while instead of failing every limited route.
 */
export function rateLimitStore(config: Pick<ApiConfig, 'redisUrl' | 'rateLimitNamespace'>) {
  if (!config.redisUrl) return { options: {}, close: async () => {} };
  const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  // Connection errors are retried by ioredis and surface as skipped limits; without a listener they would crash.
  redis.on('error', () => {});
  return {
    options: { redis, nameSpace: config.rateLimitNamespace, skipOnError: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
