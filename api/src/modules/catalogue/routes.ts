import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Category,
  CategoryGamesPage,
  CategoryListQuery,
  FiledGamesQuery,
  Tag,
  TagGamesPage,
} from '@portal/shared/contract/catalogue';
import { envelope, LanguageOnlyQuery, SlugParams } from '@portal/shared/contract/common';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { listGames } from '../games/service.js';
import { getCategory, getTag, listCategories, listTags } from './service.js';

/** Categories and tags, and the games filed under each. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = app.catalogueCache;

  app.get(
    '/c',
    {
      schema: {
        querystring: CategoryListQuery,
        response: { 200: envelope(Type.Array(Category)) },
      },
    },
    async (request) => {
      const { type, show_type: showType } = request.query;
      const language = resolveLanguage(request.query.language);
      return ok(
        await cached.get(cacheKey('c', language, type, showType), () =>
          listCategories(app.db, language, { type, showType }),
        ),
      );
    },
  );

  app.get(
    '/g/c/:slug',
    {
      schema: {
        params: SlugParams,
        querystring: FiledGamesQuery,
        response: { 200: envelope(CategoryGamesPage) },
      },
    },
    async (request) => {
      const { language: raw, ...options } = request.query;
      const language = resolveLanguage(raw);
      const { slug } = request.params;
      const key = cacheKey('g/c', language, slug, options.sort, options.page, options.limit);
      return ok(
        await cached.get(key, async () => {
          const category = await getCategory(app.db, language, slug);
          const page = await listGames(
            app.db,
            { language, gamesOrigin: app.config.gamesOrigin },
            { ...options, category: slug },
          );
          return { ...page, category };
        }),
      );
    },
  );

  app.get(
    '/t',
    { schema: { querystring: LanguageOnlyQuery, response: { 200: envelope(Type.Array(Tag)) } } },
    async (request) => {
      const language = resolveLanguage(request.query.language);
      return ok(await cached.get(cacheKey('t', language), () => listTags(app.db, language)));
    },
  );

  app.get(
    '/g/t/:slug',
    {
      schema: {
        params: SlugParams,
        querystring: FiledGamesQuery,
        response: { 200: envelope(TagGamesPage) },
      },
    },
    async (request) => {
      const { language: raw, ...options } = request.query;
      const language = resolveLanguage(raw);
      const { slug } = request.params;
      const key = cacheKey('g/t', language, slug, options.sort, options.page, options.limit);
      return ok(
        await cached.get(key, async () => {
          const tag = await getTag(app.db, language, slug);
          const page = await listGames(
            app.db,
            { language, gamesOrigin: app.config.gamesOrigin },
            { ...options, tag: slug },
          );
          return { ...page, tag };
        }),
      );
    },
  );
};
