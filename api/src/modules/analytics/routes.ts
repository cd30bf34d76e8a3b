import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_BODY_BYTES } from '@portal/shared/analytics/events';
import { Accepted, AnalyticsBatch } from '@portal/shared/contract/analytics';
import { envelope } from '@portal/shared/contract/common';
import { acceptBeaconBodies } from '../../http/beacon-body.js';
import { ok } from '../../http/envelope.js';
import { checkEvents, storeEvents } from './service.js';

/** A country a CDN put in front of the API may report for the caller (Cloudflare's name; "XX" is unknown). */
function headerCountry(value: string | string[] | undefined): string | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

/**
 * The tracker's collecting endpoint. Batches come from fetch or from navigator.sendBeacon, which sends a string
 * body as text/plain, so this plugin (and only this one) parses text/plain as JSON.
 */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptBeaconBodies(app, '{"events": [...]}');

  app.post(
    '/analytics/events',
    {
      bodyLimit: MAX_BODY_BYTES,
      config: { rateLimit: { max: app.config.analyticsRateLimit, timeWindow: '1 minute' } },
      schema: { body: AnalyticsBatch, response: { 202: envelope(Accepted) } },
    },
    async (request, reply) => {
      const { events } = request.body;
      checkEvents(events);
      const accepted = await storeEvents(app.db, events, headerCountry(request.headers['cf-ipcountry']));
      return reply.code(202).send(ok({ accepted }, 'accepted'));
    },
  );
};
