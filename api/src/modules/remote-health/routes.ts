import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  REMOTE_HEALTH_ERROR_CODES,
  RemoteHealthAccepted,
  RemoteHealthBatch,
  RemoteHealthQuery,
  RemoteHealthSummary,
  ServerHealthBatch,
} from '@portal/shared/contract/remote-health';
import { acceptBeaconBodies } from '../../http/beacon-body.js';
import { AppError, ok } from '../../http/envelope.js';
import { healthSummary, storeHealth, type HealthSignal } from './service.js';
import { EDGE_SIGNATURE_HEADER, isEdgeSignature, verifyHealthToken } from '@portal/server-kit';

/** A batch is at most 50 short events. */
const MAX_BODY_BYTES = 32 * 1024;

const invalidToken = () =>
  new AppError(
    403,
    'Every event needs the health token of a page the portal served for that remote version; one is missing, altered or expired',
    REMOTE_HEALTH_ERROR_CODES.invalidToken,
  );

/**
 * Remote health the edge can trust. Browsers post batches with fetch (keepalive) or navigator.sendBeacon, which
 * sends text/plain: this plugin (and only this one, like analytics) parses text/plain as JSON. Each event carries
 * the token its page came with; one without a valid token refuses the whole batch. The edge posts what it saw itself
 * to /remote-health/edge, signed with the same secret. The summary holds counts only (no sessions, addresses or
 * messages): the edge's automatic rollback and `npm run releases` read it.
 */
export const remoteHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptBeaconBodies(app, '{"events": [...]}');
  const { healthTokenSecret: secret, remoteHealthSessionsPerAddress: perAddress } = app.config;
  const rateLimit = { max: app.config.remoteHealthRateLimit, timeWindow: '1 minute' };
  const accepted = { 202: envelope(RemoteHealthAccepted) };

  app.post(
    '/remote-health',
    { bodyLimit: MAX_BODY_BYTES, config: { rateLimit }, schema: { body: RemoteHealthBatch, response: accepted } },
    async (request, reply) => {
      const now = Date.now();
      const signals: HealthSignal[] = request.body.events.map(({ remote, version, kind, token, message }) => {
        const claims = verifyHealthToken(secret, remote, version, token, now);
        if (!claims) throw invalidToken();
        return { remote, version, kind, message, session: claims.visitor, address: claims.address };
      });
      const counted = await storeHealth(app.db, signals, perAddress);
      return reply.code(202).send(ok({ accepted: counted }, 'accepted'));
    },
  );

  app.post(
    '/remote-health/edge',
    {
      bodyLimit: MAX_BODY_BYTES,
      // The edge reports for all its visitors from one address: its signed reports are not limited, others are.
      config: {
        rateLimit: {
          ...rateLimit,
          allowList: (request) => isEdgeSignature(secret, request.headers[EDGE_SIGNATURE_HEADER]),
        },
      },
      schema: { body: ServerHealthBatch, response: accepted },
    },
    async (request, reply) => {
      if (!isEdgeSignature(secret, request.headers[EDGE_SIGNATURE_HEADER]))
        throw new AppError(
          403,
          'Only the edge server reports what it saw itself',
          REMOTE_HEALTH_ERROR_CODES.notTheEdge,
        );
      const counted = await storeHealth(app.db, request.body.events, perAddress);
      return reply.code(202).send(ok({ accepted: counted }, 'accepted'));
    },
  );

  app.get(
    '/remote-health/summary',
    { schema: { querystring: RemoteHealthQuery, response: { 200: envelope(RemoteHealthSummary) } } },
    async (request) =>
      ok({ remote: request.query.remote, versions: await healthSummary(app.db, request.query.remote) }),
  );
};
