import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { badRequest, envelope, ok } from '../../http/envelope.js';
import { PageLimit, PageNumber, pageOf } from '../../http/pagination.js';
import { LanguageQuery, Nullable } from '../../http/params.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { GameSummary } from '../games/schemas.js';
import { didYouMean } from './didYouMean.js';
import { parseSearchQuery } from './query.js';
import { searchGames, suggestGames } from './service.js';

export const MAX_QUERY_LENGTH = 500;

/**
 * `GET /g/search?q=` (results, with `did_you_mean`: the closest known name when nothing matches) and
 * `GET /g/search?q=&mode=suggest` (search-box suggestions, at most 8; `did_you_mean` is always null).
 */
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
        response: {
          200: envelope(pageOf(GameSummary, { query: Type.String(), did_you_mean: Nullable(Type.String()) })),
        },
      },
    },
    async (request) => {
      const { q, mode, page, limit } = request.query;
      const query = parseSearchQuery(q);
      if (!query) throw badRequest('querystring.q must not be empty', 40001);
      const context = { language: resolveLanguage(request.query.language), gamesOrigin: app.config.gamesOrigin };
      const key = cacheKey('search', mode, context.language, query.text, page, limit);
      const result = await app.catalogueCache.get(key, async () => {
        if (mode === 'suggest') return { ...(await suggestGames(app.db, context, query)), did_you_mean: null };
        const found = await searchGames(app.db, context, query, { page, limit });
        // Only a search that found nothing at all gets a suggestion (a page past the end has total > 0).
        return { ...found, did_you_mean: found.total === 0 ? await didYouMean(app.db, context, query) : null };
      });
      return ok({ ...result, query: query.text });
    },
  );
};
