import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, LanguageOnlyQuery } from '@portal/shared/contract/common';
import { SeoConfig } from '@portal/shared/contract/seo';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { getSeoConfig } from './service.js';

/** Per-page SEO templates, read by the shell's edge server (`/api/seo-config`) for the HTML head. */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seo/config',
    {
      schema: {
        querystring: LanguageOnlyQuery,
        response: { 200: envelope(SeoConfig) },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.query.language);
      return ok(await app.catalogueCache.get(cacheKey('seo', language), () => getSeoConfig(app.db, language)));
    },
  );
};
