import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { envelope, notFound, ok } from '../../http/envelope.js';
import { PageLimit, PageNumber, pageOf } from '../../http/pagination.js';
import { LanguageQuery, Nullable, Slug } from '../../http/params.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { GameSummary, NamedRef } from '../games/schemas.js';
import { blogCategoryExists, getPost, listBlogCategories, listPosts } from './service.js';

const BlogPostSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  cover: Type.String(),
  category: Nullable(NamedRef),
  author: Type.String(),
  published_at: Type.String(),
  reading_minutes: Type.Integer(),
});

const BlogPost = Type.Object({
  ...BlogPostSummary.properties,
  html: Type.String(),
  language: Type.String(),
  updated_at: Type.String(),
  games: Type.Array(GameSummary),
  related: Type.Array(BlogPostSummary),
});

const BlogCategory = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  sort_order: Type.Integer(),
  post_count: Type.Integer(),
});

export const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = app.catalogueCache;
  const context = (language: string | undefined) => ({
    language: resolveLanguage(language),
    gamesOrigin: app.config.gamesOrigin,
  });

  app.get(
    '/blog/all',
    {
      schema: {
        querystring: Type.Object({
          language: LanguageQuery,
          page: PageNumber,
          limit: PageLimit,
          category: Type.Optional(Slug),
        }),
        response: { 200: envelope(pageOf(BlogPostSummary)) },
      },
    },
    async (request) => {
      const { language, category, page, limit } = request.query;
      const ctx = context(language);
      const key = cacheKey('blog/all', ctx.language, category, page, limit);
      return ok(
        await cached.get(key, async () => {
          if (category && !(await blogCategoryExists(app.db, category)))
            throw notFound(`Blog category not found: ${category}`, 40405);
          return listPosts(app.db, ctx, { page, limit, category });
        }),
      );
    },
  );

  app.get(
    '/blog/categories',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery }),
        response: { 200: envelope(Type.Array(BlogCategory)) },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.query.language);
      return ok(await cached.get(cacheKey('blog/categories', language), () => listBlogCategories(app.db, language)));
    },
  );

  app.get(
    '/blog/detail',
    {
      schema: {
        querystring: Type.Object({ language: LanguageQuery, slug: Slug }),
        response: { 200: envelope(BlogPost) },
      },
    },
    async (request) => {
      const ctx = context(request.query.language);
      const { slug } = request.query;
      return ok(await cached.get(cacheKey('blog/detail', ctx.language, slug), () => getPost(app.db, ctx, slug)));
    },
  );
};
