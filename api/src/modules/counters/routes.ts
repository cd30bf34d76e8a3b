import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CounterHeaders, CounterToken, GameCounters, VoteBody } from '@portal/shared/contract/catalogue';
import { ActorHeaders, envelope, SlugParams } from '@portal/shared/contract/common';
import { COUNTER_ERROR_CODES } from '@portal/shared/types/catalogue';
import { requestActor } from '../../http/actor.js';
import { AppError, ok } from '../../http/envelope.js';
import { recordCounted } from './cache-effects.js';
import { CounterTokens } from './counter-token.js';
import { admitActor } from './device-cap.js';
import { countEvent, publishedGameId, setLike, setVote, type CounterResult } from './service.js';

/**
 * Anonymous-safe counters: views, plays, likes and votes, idempotent per actor (device, or user once logged in) and
 * rate limited per client address. Plays, likes and votes count only with a counter token the game page took for this
 * game and device (counter-token.ts), and an address gets tokens for a limited number of new devices an hour.
 */
export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { params: SlugParams, headers: ActorHeaders, response: { 200: envelope(GameCounters) } };
  const counted = { ...schema, headers: CounterHeaders };
  const config = { rateLimit: { max: app.config.counterRateLimit, timeWindow: '1 minute' } };
  const tokens = new CounterTokens(app.signingKeys.access, app.config.counterTokenTtlSeconds);
  const store = { db: app.db, buffer: app.counterBuffer };
  const answer = (slug: string, actor: string, result: CounterResult) => {
    if (result.changed) recordCounted(app.catalogueCache, slug, actor, result);
    return ok(result.counters);
  };
  /** preHandler of plays and likes: 403 with its code unless the request carries this game's and actor's token. */
  const requireToken = async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const token = request.headers['x-counter-token'];
    if (!tokens.valid(typeof token === 'string' ? token : undefined, request.params.slug, requestActor(request)))
      throw new AppError(
        403,
        'A play, like or vote needs a valid counter token from POST /g/{slug}/counter-token',
        COUNTER_ERROR_CODES.counterTokenInvalid,
      );
  };

  app.post(
    '/g/:slug/counter-token',
    {
      schema: { params: SlugParams, headers: ActorHeaders, response: { 200: envelope(CounterToken) } },
      config,
    },
    async (request) => {
      const { slug } = request.params;
      await publishedGameId(app.db, slug);
      const actor = requestActor(request);
      if (!(await admitActor(app.db, request.ip, actor, app.config.counterActorsPerAddressHour)))
        throw new AppError(
          429,
          'Too many new devices from this address this hour; try again later',
          COUNTER_ERROR_CODES.tooManyDevices,
        );
      return ok(tokens.issue(slug, actor));
    },
  );

  app.post('/g/:slug/views', { schema, config }, async (request) => {
    const { slug } = request.params;
    const actor = requestActor(request);
    return answer(slug, actor, await countEvent(store, slug, 'view', actor));
  });
  // `/plays` and `/play` are the same count: the portal's client has used both names.
  for (const path of ['/g/:slug/plays', '/g/:slug/play']) {
    app.post(path, { schema: counted, config, preHandler: requireToken }, async (request) => {
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
      schema: counted,
      config,
      preHandler: requireToken,
      handler: async (request) => {
        const { slug } = request.params;
        const actor = requestActor(request);
        return answer(slug, actor, await setLike(store, slug, actor, like));
      },
    });
  }

  // Thumbs up / down: one vote per actor, changeable and removable, with the same token as a like.
  app.post(
    '/g/:slug/vote',
    { schema: { ...counted, body: VoteBody }, config, preHandler: requireToken },
    async (request) => {
      const { slug } = request.params;
      const actor = requestActor(request);
      return answer(slug, actor, await setVote(store, slug, actor, request.body.vote));
    },
  );
};
