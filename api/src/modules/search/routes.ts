import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchQuery, SearchResultsPage } from '@portal/shared/contract/catalogue';
import { envelope } from '@portal/shared/contract/common';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { badRequest, ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { didYouMean } from './didYouMean.js';
import { parseSearchQuery } from './query.js';
import { searchGames, suggestGames } from './service.js';

/**
 * `GET /g/search?q=` (results, with `did_you_mean`: the closest known name when nothing matches) and
 * `GET /g/search?q=&mode=suggest` (search-box suggestions, at most 8; `did_you_mean` is always null).
 */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/g/search',
    {
      schema: {
        querystring: SearchQuery,
        response: { 200: envelope(SearchResultsPage) },
      },
    },
    async (request) => {
      const { q, mode, page, limit } = request.query;
      const query = parseSearchQuery(q);
      if (!query) throw badRequest('querystring.q must not be empty', 40001);
      const context = { language: resolveLanguage(request.query.language), gamesOrigin: app.config.gamesOrigin };
      const key = cacheKey('search', mode, context.language, query.text, page, limit);
      const result = await app.catalogueCache.get(key, async () => {
        if (mode === 'suggest')
          return { ...(await suggestGames(app.db, app.searchIndex, context, query)), did_you_mean: null };
        const found = await searchGames(app.db, app.searchIndex, context, query, { page, limit });
        // Only a search that found nothing at all gets a suggestion (a page past the end has total > 0).
        return { ...found, did_you_mean: found.total === 0 ? await didYouMean(app.searchIndex, context, query) : null };
      });
      return ok({ ...result, query: query.text });
    },
  );
};
