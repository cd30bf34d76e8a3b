import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { isDraining } from '@portal/server-kit';
import type { ApiAccess } from './api-access.js';

export interface EdgeHealthOptions {
  /** The shell's build output: without its index.html no page can be rendered. */
  clientDir: string;
  /** The API mounted in this process, whose readiness (database, migrations, Redis) is this process's too. */
  embeddedApi?: ApiAccess;
}

/**
 * The edge server's liveness and readiness. Alone (API_INTERNAL_URL), the edge is ready without the API: pages
 * still render, with their data loaded by the browser, and one API outage must not take every edge out of
 * rotation with it.
 */
export const edgeHealthRoutes: FastifyPluginAsync<EdgeHealthOptions> = async (app, { clientDir, embeddedApi }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    const failures: string[] = [];
    if (isDraining(app)) failures.push('shutting down');
    else {
      try {
        await access(path.join(clientDir, 'index.html'));
      } catch {
        failures.push('the shell build is missing (run npm run build)');
      }
      if (embeddedApi) {
        const api = await embeddedApi('/ready');
        if (api.status !== 200) failures.push(`API: ${api.body.message}`);
      }
    }
    if (failures.length === 0) return { status: 'ready' };
    request.log.warn({ failures }, 'not ready');
    return reply.code(503).send({ status: 'not ready', reasons: failures });
  });
};
