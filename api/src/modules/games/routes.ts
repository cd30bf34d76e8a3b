import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { ActorHeaders, requestActor } from '../../http/actor.js';
import { envelope, ok } from '../../http/envelope.js';
import { PageLimit, PageNumber, pageOf } from '../../http/pagination.js';
import { LanguageQuery, Limit, Slug, SlugParams } from '../../http/params.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { GameDetail, GameSitemapEntry, GameSort, GameSummary } from './schemas.js';
import { getGame, hasLiked, listAllGames, listFeatured, listGames, listTop, recommendGames } from './service.js';

/** Game lists, the game page's data, recommendations and the sitemap list. */
export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = app.catalogueCache;
  const context = (language: string | undefined) => ({ language: resolveLanguage(language), gamesOrigin: app.config.gamesOrigin });

  app.get(
    '/c/games',
    {
      schema: {
        querystring: Type.Object({
          language: LanguageQuery,
          page: PageNumber,
          limit: PageLimit,
          sort: GameSort,
          category: Type.Optional(Slug),
          tag: Type.Optional(Slug),
        }),
        response: { 200: envelope(pageOf(GameSummary)) },
      },
    },
    async (request) => {
      const { language, ...options } = request.query;
      const ctx = context(language);
      const key = cacheKey('games', ctx.language, options.sort, options.category, options.tag, options.page, options.limit);
      return ok(await cached.get(key, () => listGames(app.db, ctx, options)));
    },
  );

  for (const [path, sort] of [['/c/hot', 'hot'], ['/c/new', 'new']] as const) {
    app.get(
      path,
      {
        schema: {
          querystring: Type.Object({ language: LanguageQuery, limit: Limit, slug: Type.Optional(Slug) }),
          response: { 200: envelope(Type.Array(GameSummary)) },
        },
      },
      async (request) => {
        const { language, limit, slug } = request.query;
        const ctx = context(language);
        const key = cacheKey(path, ctx.language, limit, slug);
        return ok(await cached.get(key, () => listTop(app.db, ctx, { sort, limit, category: slug })));
      },
    );
  }

  app.get(
    '/g/c/featured',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery, limit: Limit, slug: Type.Optional(Slug) }),
        response: { 200: envelope(Type.Array(GameSummary)) },
      },
    },
    async (request) => {
      const { language, limit, slug } = request.query;
      const ctx = context(language);
      const key = cacheKey('featured', ctx.language, limit, slug);
      return ok(await cached.get(key, () => listFeatured(app.db, ctx, { limit, category: slug })));
    },
  );

  app.get(
    '/g/recommend',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery, limit: Limit, slug: Type.Optional(Slug) }),
        response: { 200: envelope(Type.Array(GameSummary)) },
      },
    },
    async (request) => {
      const { language, limit, slug } = request.query;
      const ctx = context(language);
      const key = cacheKey('recommend', ctx.language, limit, slug);
      return ok(await cached.get(key, () => recommendGames(app.db, ctx, { slug, limit })));
    },
  );

  app.get(
    '/g/all',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery }),
        response: { 200: envelope(Type.Array(GameSitemapEntry)) },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.query.language);
      return ok(await cached.get(cacheKey('all', language), () => listAllGames(app.db, language)));
    },
  );

  app.get(
    '/g/:slug',
    {
      schema: {
        params: SlugParams,
        headers: ActorHeaders,
        querystring: Type.Object({ language: LanguageQuery }),
        response: { 200: envelope(GameDetail) },
      },
    },
    async (request) => {
      const ctx = context(request.query.language);
      const { slug } = request.params;
      const { id, ...game } = await cached.get(cacheKey('game', ctx.language, slug), () => getGame(app.db, ctx, slug));
      const actor = requestActor(request);
      // Per actor too: a like clears the whole cache, so this is never stale in this process.
      const liked = await cached.get(cacheKey('liked', id, actor), () => hasLiked(app.db, id, actor));
      return ok({ ...game, liked });
    },
  );
};
