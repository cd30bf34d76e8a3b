import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiLanguage, isLocale, DEFAULT_LOCALE, type LocaleCode } from '@portal/shared/i18n/locales';
import type { Category, GameSitemapEntry, Tag } from '@portal/shared/types/catalogue';
import type { BlogPostsPage } from '@portal/shared/types/blog';
import type { ApiAccess } from './api-access.js';
import { renderRobots, renderSitemap, type SitemapUrl } from './sitemap.js';

/** Pages every language has, besides the catalogue's own (product §2). */
const STATIC_PATHS = [
  '/',
  '/tags',
  '/blog',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/installGuide',
  '/sitemap/games',
];
const SITEMAP_TTL_MS = 10 * 60_000;
/** Browsers and CDNs may keep these a few minutes; they change when the catalogue does. */
const SHORT_CACHE = 'public, max-age=300';

export interface SeoRoutesOptions {
  api: ApiAccess;
  portalOrigin: string;
}

/**
 * The shell's data routes: `/api/categories` and `/api/seo-config` (the API's answers for one language, as the
 * client and the HTML head read them), the per-language `/sitemap.xml` and `/robots.txt`.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { api, portalOrigin }) => {
  const languageOf = (raw: unknown) => (typeof raw === 'string' && raw.length <= 16 ? raw : DEFAULT_LOCALE);

  for (const [route, apiPath] of [
    ['/api/categories', '/c'],
    ['/api/seo-config', '/seo/config'],
  ] as const) {
    app.get<{ Querystring: { language?: string } }>(route, async (request, reply) => {
      const answer = await api(apiPath, { language: languageOf(request.query.language) }).catch(() => null);
      if (!answer) return reply.code(502).send({ code: 502, message: 'API unreachable', success: false, data: null });
      reply.header('Cache-Control', answer.status === 200 ? SHORT_CACHE : 'no-store');
      return reply.code(answer.status).send(answer.body);
    });
  }

  const built = new Map<LocaleCode, { at: number; xml: Promise<string> }>();
  const sitemapOf = (locale: LocaleCode): Promise<string> => {
    const hit = built.get(locale);
    if (hit && Date.now() - hit.at < SITEMAP_TTL_MS) return hit.xml;
    const xml = collectUrls(api, apiLanguage(locale)).then((urls) => renderSitemap(portalOrigin, locale, urls));
    built.set(locale, { at: Date.now(), xml });
    xml.catch(() => built.delete(locale));
    return xml;
  };

  const sendSitemap = async (locale: LocaleCode, reply: FastifyReply) => {
    const xml = await sitemapOf(locale).catch((error: unknown) => {
      app.log.error({ err: error }, 'sitemap failed');
      return null;
    });
    if (!xml)
      return reply.code(503).header('Retry-After', '60').type('text/plain').send('Sitemap temporarily unavailable');
    return reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);
  };

  app.get('/sitemap.xml', (_request, reply) => sendSitemap(DEFAULT_LOCALE, reply));
  app.get<{ Params: { lang: string } }>('/:lang/sitemap.xml', (request, reply) => {
    const { lang } = request.params;
    if (!isLocale(lang) || lang === DEFAULT_LOCALE)
      return reply.code(404).type('text/plain').send(`No sitemap for ${lang}`);
    return sendSitemap(lang, reply);
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(portalOrigin)),
  );
};

async function data<T>(api: ApiAccess, path: string, query: Record<string, string>): Promise<T> {
  const answer = await api<T>(path, query);
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`${path}: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

/** Every indexable, locale-neutral path with its last change, read from the API in the sitemap's language. */
async function collectUrls(api: ApiAccess, language: string): Promise<SitemapUrl[]> {
  const query = { language };
  const [games, categories, tags] = await Promise.all([
    data<GameSitemapEntry[]>(api, '/g/all', query),
    data<Category[]>(api, '/c', query),
    data<Tag[]>(api, '/t', query),
  ]);
  const posts: BlogPostsPage['items'] = [];
  for (let page = 1; page <= 50; page += 1) {
    const batch = await data<BlogPostsPage>(api, '/blog/all', { ...query, page: String(page), limit: '100' });
    posts.push(...batch.items);
    if (!batch.has_more) break;
  }
  const latest = games
    .map((g) => g.updated_at)
    .sort()
    .at(-1);
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: path === '/' || path === '/sitemap/games' ? latest : undefined })),
    ...categories.map((c) => ({ path: `/categories/${c.slug}`, lastmod: latest })),
    ...tags.map((t) => ({ path: `/tagslist/${t.slug}` })),
    ...games.map((g) => ({ path: `/games/${g.slug}`, lastmod: g.updated_at })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.published_at })),
  ];
}
