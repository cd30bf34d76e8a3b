import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { badRequest, envelope, ok } from '../../http/envelope.js';
import { PageLimit, PageNumber, pageOf } from '../../http/pagination.js';
import { LanguageQuery } from '../../http/params.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { GameSummary } from '../games/schemas.js';
import { parseSearchQuery } from './query.js';
import { searchGames, suggestGames } from './service.js';

export const MAX_QUERY_LENGTH = 500;

/** `GET /g/search?q=` (results) and `GET /g/search?q=&mode=suggest` (search-box suggestions, at most 8). */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/g/search',
    {
      schema: {
        querystring: Type.Object({
          q: Type.String({ maxLength: MAX_QUERY_LENGTH }),
          language: LanguageQuery,
          page: PageNumber,
          limit: PageLimit,
          mode: Type.Enum(['results', 'suggest'], { default: 'results' }),
        }),
        response: { 200: envelope(pageOf(GameSummary, { query: Type.String() })) },
      },
    },
    async (request) => {
      const { q, mode, page, limit } = request.query;
      const query = parseSearchQuery(q);
      if (!query) throw badRequest('querystring.q must not be empty', 40001);
      const context = { language: resolveLanguage(request.query.language), gamesOrigin: app.config.gamesOrigin };
      const key = cacheKey('search', mode, context.language, query.text, page, limit);
      const result = await app.catalogueCache.get(key, () =>
        mode === 'suggest' ? suggestGames(app.db, context, query) : searchGames(app.db, context, query, { page, limit }),
      );
      return ok({ ...result, query: query.text });
    },
  );
};
