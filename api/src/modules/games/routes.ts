import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GameDetail,
  GameListQuery,
  GamePage,
  GameSitemapEntry,
  GameSummary,
  MakerGamesPage,
  MakerGamesQuery,
  RecommendQuery,
  ShortListQuery,
  SitemapListQuery,
} from '@portal/shared/contract/catalogue';
import { ActorHeaders, envelope, LanguageOnlyQuery, SlugParams } from '@portal/shared/contract/common';
import type { Vote } from '@portal/shared/catalogue/ratings';
import type { GameSummary as GameSummaryData } from '@portal/shared/types/catalogue';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { requestActor } from '../../http/actor.js';
import { ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import {
  getGame,
  hasLiked,
  listAllGames,
  listMakerGames,
  voteOf,
  listFeatured,
  listGames,
  listTop,
  recommendGames,
  type ListContext,
} from './service.js';

/** Game lists, the game page's data, recommendations and the sitemap list. */
export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = app.catalogueCache;
  const context = (language: string | undefined) => ({
    language: resolveLanguage(language),
    gamesOrigin: app.config.gamesOrigin,
  });

  app.get(
    '/c/games',
    {
      schema: {
        querystring: GameListQuery,
        response: { 200: envelope(GamePage) },
      },
    },
    async (request) => {
      const { language, ...options } = request.query;
      const ctx = context(language);
      const key = cacheKey(
        'games',
        ctx.language,
        options.sort,
        options.category,
        options.tag,
        options.page,
        options.limit,
      );
      return ok(await cached.get(key, () => listGames(app.db, ctx, options)));
    },
  );

  // Short lists share one shape: `limit` (12 by default) and an optional `slug` (a category).
  type ShortList = (ctx: ListContext, query: { limit: number; slug?: string }) => Promise<GameSummaryData[]>;
  const shortLists: Array<[string, ShortList]> = [
    ['/c/hot', (ctx, { limit, slug }) => listTop(app.db, ctx, { sort: 'hot', limit, category: slug })],
    ['/c/new', (ctx, { limit, slug }) => listTop(app.db, ctx, { sort: 'new', limit, category: slug })],
    ['/g/c/featured', (ctx, { limit, slug }) => listFeatured(app.db, ctx, { limit, category: slug })],
  ];
  for (const [path, load] of shortLists) {
    app.get(
      path,
      {
        schema: {
          querystring: ShortListQuery,
          response: { 200: envelope(Type.Array(GameSummary)) },
        },
      },
      async (request) => {
        const { language, ...query } = request.query;
        const ctx = context(language);
        return ok(await cached.get(cacheKey(path, ctx.language, query.limit, query.slug), () => load(ctx, query)));
      },
    );
  }

  app.get(
    '/g/recommend',
    { schema: { querystring: RecommendQuery, response: { 200: envelope(Type.Array(GameSummary)) } } },
    async (request) => {
      const { language, limit, slug, played } = request.query;
      const ctx = context(language);
      const history = played ? [...new Set(played.split(','))].sort() : [];
      return ok(
        await cached.get(cacheKey('/g/recommend', ctx.language, limit, slug, history.join(',')), () =>
          recommendGames(app.db, ctx, { limit, slug, played: history }),
        ),
      );
    },
  );

  app.get(
    '/g/all',
    {
      schema: {
        querystring: SitemapListQuery,
        response: { 200: envelope(Type.Array(GameSitemapEntry)) },
      },
    },
    async (request) => {
      const { offset, limit } = request.query;
      const language = resolveLanguage(request.query.language);
      // Whole lists are cached (small catalogues); slices of a large one are read once per sitemap part.
      if (offset === undefined && limit === undefined)
        return ok(await cached.get(cacheKey('all', language), () => listAllGames(app.db, language)));
      return ok(await listAllGames(app.db, language, { offset, limit }));
    },
  );

  app.get(
    '/g/:slug',
    {
      schema: {
        params: SlugParams,
        headers: ActorHeaders,
        querystring: LanguageOnlyQuery,
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
      const vote = await cached.get<Vote>(cacheKey('vote', id, actor), () => voteOf(app.db, id, actor));
      return ok({ ...game, liked, vote });
    },
  );

  app.get(
    '/g/maker/:slug',
    {
      schema: {
        params: SlugParams,
        querystring: MakerGamesQuery,
        response: { 200: envelope(MakerGamesPage) },
      },
    },
    async (request) => {
      const { language, page, limit } = request.query;
      const ctx = context(language);
      const { slug } = request.params;
      const key = cacheKey('maker', ctx.language, slug, page, limit);
      return ok(await cached.get(key, () => listMakerGames(app.db, ctx, { slug, page, limit })));
    },
  );
};
