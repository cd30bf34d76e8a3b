import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GameCounters } from '@portal/shared/contract/catalogue';
import { ActorHeaders, envelope, SlugParams } from '@portal/shared/contract/common';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { requestActor } from '../../http/actor.js';
import { ok } from '../../http/envelope.js';
import { countEvent, setLike, type CounterResult } from './service.js';

/**
 * Anonymous-safe counters: views, plays and likes, idempotent per actor (device, or user once logged in) and
 * rate limited per client address.
 */
export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { params: SlugParams, headers: ActorHeaders, response: { 200: envelope(GameCounters) } };
  const config = { rateLimit: { max: app.config.counterRateLimit, timeWindow: '1 minute' } };
  const answer = (result: CounterResult) => {
    if (result.changed) app.catalogueCache.invalidate();
    return ok(result.counters);
  };

  // Views order no list, so a view only refreshes that game's detail (views happen on every game page).
  app.post('/g/:slug/views', { schema, config }, async (request) => {
    const { slug } = request.params;
    const result = await countEvent(app.db, slug, 'view', requestActor(request));
    const suffix = cacheKey('', slug);
    if (result.changed)
      app.catalogueCache.invalidateWhere((key) => key.startsWith('game\u0000') && key.endsWith(suffix));
    return ok(result.counters);
  });
  // `/plays` and `/play` are the same count: the portal's client has used both names.
  for (const path of ['/g/:slug/plays', '/g/:slug/play']) {
    app.post(path, { schema, config }, async (request) =>
      answer(await countEvent(app.db, request.params.slug, 'play', requestActor(request))),
    );
  }
  app.post('/g/:slug/like', { schema, config }, async (request) =>
    answer(await setLike(app.db, request.params.slug, requestActor(request), true)),
  );
  app.delete('/g/:slug/like', { schema, config }, async (request) =>
    answer(await setLike(app.db, request.params.slug, requestActor(request), false)),
  );
};
