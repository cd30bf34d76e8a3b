import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  RemoteHealthAccepted,
  RemoteHealthBatch,
  RemoteHealthQuery,
  RemoteHealthSummary,
} from '@portal/shared/contract/remote-health';
import { acceptBeaconBodies } from '../../http/beacon-body.js';
import { ok } from '../../http/envelope.js';
import { healthSummary, storeHealth } from './service.js';

/** A batch is at most 50 short events. */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * Remote health from real sessions. The shell posts batches with fetch (keepalive) or navigator.sendBeacon, which
 * sends text/plain: this plugin (and only this one, like analytics) parses text/plain as JSON. The summary holds
 * counts only (no session ids or messages): the edge's automatic rollback and `npm run releases` read it.
 */
export const remoteHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptBeaconBodies(app, '{"session": "...", "events": [...]}');

  app.post(
    '/remote-health',
    {
      bodyLimit: MAX_BODY_BYTES,
      config: { rateLimit: { max: app.config.remoteHealthRateLimit, timeWindow: '1 minute' } },
      schema: { body: RemoteHealthBatch, response: { 202: envelope(RemoteHealthAccepted) } },
    },
    async (request, reply) => {
      const accepted = await storeHealth(app.db, request.body.session, request.body.events);
      return reply.code(202).send(ok({ accepted }, 'accepted'));
    },
  );

  app.get(
    '/remote-health/summary',
    { schema: { querystring: RemoteHealthQuery, response: { 200: envelope(RemoteHealthSummary) } } },
    async (request) =>
      ok({ remote: request.query.remote, versions: await healthSummary(app.db, request.query.remote) }),
  );
};
