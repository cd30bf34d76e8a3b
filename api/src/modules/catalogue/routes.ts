import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope, ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { Category, GameSummary, LanguageQuery, Limit, Slug } from './schemas.js';
import { listCategories, listHotGames } from './service.js';

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/c',
    {
      schema: {
        querystring: Type.Object({
          language: LanguageQuery,
          type: Type.Optional(Type.Union([Type.Literal('general'), Type.Literal('special')])),
          show_type: Type.Optional(Type.Union([Type.Literal('nav'), Type.Literal('all'), Type.Literal('hidden')])),
        }),
        response: { 200: envelope(Type.Array(Category)) },
      },
    },
    async (request) => {
      const { language, type, show_type } = request.query;
      return ok(await listCategories(app.db, resolveLanguage(language), { type, showType: show_type }));
    },
  );

  app.get(
    '/c/hot',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery, limit: Limit, slug: Type.Optional(Slug) }),
        response: { 200: envelope(Type.Array(GameSummary)) },
      },
    },
    async (request) => {
      const { language, limit, slug } = request.query;
      const games = await listHotGames(app.db, {
        language: resolveLanguage(language),
        limit,
        category: slug,
        gamesOrigin: app.config.gamesOrigin,
      });
      return ok(games);
    },
  );
};
