import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, envelope, ok } from '../../http/envelope.js';
import { checkReadiness, type RedisProbe } from './readiness.js';
import { isDraining } from './shutdown.js';

export interface HealthOptions {
  /** The rate-limit store's Redis client, when REDIS_URL is set. */
  redis?: RedisProbe;
}

const ReadyData = Type.Object({
  database: Type.String(),
  migrations: Type.Integer(),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('not configured')]),
});

/**
 * Liveness (the process answers: restart it if not) and readiness (it can serve: send it traffic only if so).
 * Readiness answers 503 with the failed checks in the message, and while the process shuts down.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (app, { redis }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get(
    '/health',
    { schema: { response: { 200: envelope(Type.Object({ status: Type.Literal('ok') })) } } },
    async () => ok({ status: 'ok' as const }),
  );
  app.get('/ready', { schema: { response: { 200: envelope(ReadyData) } } }, async (request) => {
    if (isDraining(app)) throw new AppError(503, 'Not ready: shutting down');
    const report = await checkReadiness(app.db, redis);
    if (report.failures.length > 0) {
      request.log.warn({ failures: report.failures }, 'not ready');
      throw new AppError(503, `Not ready: ${report.failures.join('; ')}`);
    }
    return ok({ database: app.db.kind, migrations: report.migrations, redis: report.redis });
  });
};
