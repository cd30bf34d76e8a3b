import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope, ok } from '../../http/envelope.js';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: envelope(Type.Object({ status: Type.Literal('ok') })) } } }, async () =>
    ok({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    { schema: { response: { 200: envelope(Type.Object({ database: Type.String() })) } } },
    async () => {
      await app.db.query('SELECT 1');
      return ok({ database: app.db.kind });
    },
  );
};
