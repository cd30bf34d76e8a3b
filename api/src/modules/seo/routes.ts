import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { envelope, ok } from '../../http/envelope.js';
import { LanguageQuery } from '../../http/params.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { getSeoConfig } from './service.js';

const SeoEntry = Type.Object({
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
  ogTitle: Type.String(),
  ogDescription: Type.String(),
  ogImage: Type.String(),
});

/** Per-page SEO templates, read by the shell's edge server (`/api/seo-config`) for the HTML head. */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seo/config',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery }),
        response: { 200: envelope(Type.Record(Type.String(), SeoEntry)) },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.query.language);
      return ok(await app.catalogueCache.get(cacheKey('seo', language), () => getSeoConfig(app.db, language)));
    },
  );
};
