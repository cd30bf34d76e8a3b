import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogCategory, BlogDetailQuery, BlogListQuery, BlogPost, BlogPostsPage } from '@portal/shared/contract/blog';
import { envelope, LanguageOnlyQuery } from '@portal/shared/contract/common';
import { Type } from 'typebox';
import { cacheKey } from '../../cache/catalogue-cache.js';
import { notFound, ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { blogCategoryExists, getPost, listBlogCategories, listPosts } from './service.js';

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
        querystring: BlogListQuery,
        response: { 200: envelope(BlogPostsPage) },
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
        querystring: LanguageOnlyQuery,
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
        querystring: BlogDetailQuery,
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
