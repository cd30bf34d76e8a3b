import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GameCounters } from '@portal/shared/contract/catalogue';
import { ActorHeaders, envelope, SlugParams } from '@portal/shared/contract/common';
import { requestActor } from '../../http/actor.js';
import { ok } from '../../http/envelope.js';
import { recordCounted } from './cache-effects.js';
import { countEvent, setLike, type CounterResult } from './service.js';

/**
 * Anonymous-safe counters: views, plays and likes, idempotent per actor (device, or user once logged in) and
 * rate limited per client address.
 */
export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { params: SlugParams, headers: ActorHeaders, response: { 200: envelope(GameCounters) } };
  const config = { rateLimit: { max: app.config.counterRateLimit, timeWindow: '1 minute' } };
  const store = { db: app.db, buffer: app.counterBuffer };
  const answer = (slug: string, actor: string, result: CounterResult) => {
    if (result.changed) recordCounted(app.catalogueCache, slug, actor, result);
    return ok(result.counters);
  };

  app.post('/g/:slug/views', { schema, config }, async (request) => {
    const { slug } = request.params;
    const actor = requestActor(request);
    return answer(slug, actor, await countEvent(store, slug, 'view', actor));
  });
  // `/plays` and `/play` are the same count: the portal's client has used both names.
  for (const path of ['/g/:slug/plays', '/g/:slug/play']) {
    app.post(path, { schema, config }, async (request) => {
      const { slug } = request.params;
      const actor = requestActor(request);
      return answer(slug, actor, await countEvent(store, slug, 'play', actor));
    });
  }
  for (const [method, like] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/g/:slug/like',
      schema,
      config,
      handler: async (request) => {
        const { slug } = request.params;
        const actor = requestActor(request);
        return answer(slug, actor, await setLike(store, slug, actor, like));
      },
    });
  }
};
