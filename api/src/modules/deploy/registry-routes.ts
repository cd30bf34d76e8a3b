import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { envelope } from '@portal/shared/contract/common';
import { Registry, RegistryQuery } from '@portal/shared/contract/deploy';
import { ok } from '../../http/envelope.js';
import { readRegistry } from './registry.js';
import type { DeployOptions } from './routes.js';

/**
 * The registry every edge replica serves from. With `after`, a long poll: held until the revision passes it (a
 * change made through any API replica, heard through the change bus), else answered 204 when `wait` runs out.
 */
export const registryRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth, changes }) => {
  app.get(
    '/registry',
    {
      preHandler: auth,
      // 204 (nothing changed in time) has no body, so no schema.
      schema: { querystring: RegistryQuery, response: { 200: envelope(Registry) } },
    },
    async (request, reply) => {
      const { after, wait } = request.query;
      if (after === undefined) return ok(await readRegistry(app.db));
      const deadline = Date.now() + wait * 1000;
      // Aborted when the client goes away: its request holds nothing more.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      for (;;) {
        const remaining = deadline - Date.now();
        // Listening before reading: a change committed between the read and the wait still wakes it.
        const heard = remaining > 0 ? changes.waitFor(after, remaining, gone.signal) : undefined;
        const registry = await readRegistry(app.db);
        // Past `after`, or behind it (a database restored from a backup, a new one): the caller's copy is stale.
        if (registry.revision !== after) {
          gone.abort();
          return ok(registry);
        }
        // No body, hence no schema for it: the typed reply knows only the 200 answer's.
        if (!heard || !(await heard) || gone.signal.aborted) return (reply as FastifyReply).code(204).send();
      }
    },
  );
};
