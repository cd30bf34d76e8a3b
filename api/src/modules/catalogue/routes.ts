import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { envelope, ok } from '../../http/envelope.js';
import { PageLimit, PageNumber, pageOf } from '../../http/pagination.js';
import { LanguageQuery, SlugParams } from '../../http/params.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { GameSort, GameSummary } from '../games/schemas.js';
import { listGames } from '../games/service.js';
import { Category, CategoryDetail, Tag } from './schemas.js';
import { getCategory, getTag, listCategories, listTags } from './service.js';

const PageQuery = Type.Object({ language: LanguageQuery, page: PageNumber, limit: PageLimit, sort: GameSort });

/** Categories and tags, and the games filed under each. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = app.catalogueCache;

  app.get(
    '/c',
    {
      schema: {
        querystring: Type.Object({
          language: LanguageQuery,
          type: Type.Optional(Type.Enum(['general', 'special'])),
          show_type: Type.Optional(Type.Enum(['nav', 'all', 'hidden'])),
        }),
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
        querystring: PageQuery,
        response: { 200: envelope(pageOf(GameSummary, { category: CategoryDetail })) },
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
    { schema: { querystring: Type.Object({ language: LanguageQuery }), response: { 200: envelope(Type.Array(Tag)) } } },
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
        querystring: PageQuery,
        response: { 200: envelope(pageOf(GameSummary, { tag: Tag })) },
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
