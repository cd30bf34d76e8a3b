import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, NoQuery } from '@portal/shared/contract/common';
import { Health, Readiness } from '@portal/shared/contract/health';
import { AppError, ok } from '../../http/envelope.js';
import { checkReadiness, type RedisProbe } from './readiness.js';
import { isDraining } from '@portal/server-kit';

export interface HealthOptions {
  /** The rate-limit store's Redis client, when REDIS_URL is set. */
  redis?: RedisProbe;
}

/**
 * Liveness (the process answers: restart it if not) and readiness (it can serve: send it traffic only if so).
 * Readiness answers 503 with the failed checks in the message, and while the process shuts down.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (app, { redis }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/health', { schema: { querystring: NoQuery, response: { 200: envelope(Health) } } }, async () =>
    ok({ status: 'ok' as const }),
  );
  app.get('/ready', { schema: { querystring: NoQuery, response: { 200: envelope(Readiness) } } }, async (request) => {
    if (isDraining(app)) throw new AppError(503, 'Not ready: shutting down');
    const report = await checkReadiness(app.db, redis);
    if (report.failures.length > 0) {
      request.log.warn({ failures: report.failures }, 'not ready');
      throw new AppError(503, `Not ready: ${report.failures.join('; ')}`);
    }
    // A bus that is down is reported, not failed: the caches fall back to a short TTL and the replica still serves.
    return ok({
      database: app.db.kind,
      migrations: report.migrations,
      redis: report.redis,
      cache_bus: app.cacheBus.state(),
    });
  });
};
