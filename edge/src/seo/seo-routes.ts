import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiLanguage, isLocale, DEFAULT_LOCALE, type LocaleCode } from '@portal/shared/i18n/locales';
import type { Category, GameSitemapEntry, Page, Tag } from '@portal/shared/types/catalogue';
import type { BlogPostsPage } from '@portal/shared/types/blog';
import type { ApiAccess } from '../http/api-access.js';
import { renderRobots, renderSitemapIndex, renderUrls, URLSET_CLOSE, URLSET_OPEN, type SitemapUrl } from './sitemap.js';

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
/** Browsers and CDNs may keep these a few minutes; they change when the catalogue does. */
const SHORT_CACHE = 'public, max-age=300';

export interface SeoRoutesOptions {
  api: ApiAccess;
  portalOrigin: string;
  /** URLs per sitemap file (SITEMAP_PART_SIZE); a language with more gets an index of parts. */
  sitemapPartSize: number;
}

/**
 * The shell's data routes: `/api/categories` and `/api/seo-config` (the API's answers for one language, as the
 * client and the HTML head read them), the per-language `/sitemap.xml` and `/robots.txt`.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { api, portalOrigin, sitemapPartSize }) => {
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

  /**
   * A language's sitemap: one file while its URLs fit in a part, else an index of parts. Either is written piece by
   * piece (games are read from the API a thousand at a time), so memory stays flat however large the catalogue.
   */
  const sendSitemap = async (locale: LocaleCode, part: number | null, reply: FastifyReply) => {
    const plan = await sitemapPlan(api, apiLanguage(locale), sitemapPartSize).catch((error: unknown) => {
      app.log.error({ err: error }, 'sitemap failed');
      return null;
    });
    if (!plan)
      return reply.code(503).header('Retry-After', '60').type('text/plain').send('Sitemap temporarily unavailable');
    reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8');
    if (part === null && plan.parts > 1) return reply.send(renderSitemapIndex(portalOrigin, locale, plan.parts));
    if (part !== null && (plan.parts === 1 || part > plan.parts))
      return reply.code(404).type('text/plain').send(`No sitemap part ${part}`);
    const pieces = sitemapPart(api, plan, part ?? 1, (urls) => renderUrls(portalOrigin, locale, urls));
    return reply.send(Readable.from(withEnds(pieces, app.log)));
  };

  app.get('/sitemap.xml', (_request, reply) => sendSitemap(DEFAULT_LOCALE, null, reply));
  app.get<{ Params: { part: string } }>('/sitemap-:part', (request, reply) => {
    const part = partNumber(request.params.part);
    if (part === null) return reply.code(404).type('text/plain').send('No such sitemap');
    return sendSitemap(DEFAULT_LOCALE, part, reply);
  });
  app.get<{ Params: { lang: string } }>('/:lang/sitemap.xml', (request, reply) => {
    const { lang } = request.params;
    if (!isLocale(lang) || lang === DEFAULT_LOCALE)
      return reply.code(404).type('text/plain').send(`No sitemap for ${lang}`);
    return sendSitemap(lang, null, reply);
  });
  app.get<{ Params: { lang: string; part: string } }>('/:lang/sitemap-:part', (request, reply) => {
    const { lang } = request.params;
    const part = partNumber(request.params.part);
    if (!isLocale(lang) || lang === DEFAULT_LOCALE || part === null)
      return reply.code(404).type('text/plain').send('No such sitemap');
    return sendSitemap(lang, part, reply);
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

/** `3.xml` → 3; anything else → null. */
const partNumber = (raw: string) => {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(raw);
  return match ? Number(match[1]) : null;
};

/** Games read from the API per request while writing a part. */
const GAMES_PER_READ = 1000;

interface SitemapPlan {
  language: string;
  partSize: number;
  /** Pages, categories, tags and posts (the games follow them). */
  fixed: SitemapUrl[];
  games: number;
  parts: number;
  /** Every game in memory already (a catalogue small enough for one file), else null: read per part. */
  allGames: GameSitemapEntry[] | null;
}

/** What a language's sitemap holds and how many parts it takes. */
async function sitemapPlan(api: ApiAccess, language: string, partSize: number): Promise<SitemapPlan> {
  const query = { language };
  const [count, categories, tags] = await Promise.all([
    data<Page<unknown>>(api, '/c/games', { ...query, limit: '1' }),
    data<Category[]>(api, '/c', query),
    data<Tag[]>(api, '/t', query),
  ]);
  const posts: BlogPostsPage['items'] = [];
  for (let page = 1; page <= 50; page += 1) {
    const batch = await data<BlogPostsPage>(api, '/blog/all', { ...query, page: String(page), limit: '100' });
    posts.push(...batch.items);
    if (!batch.has_more) break;
  }
  const single = STATIC_PATHS.length + categories.length + tags.length + posts.length + count.total <= partSize;
  // One file: every game is read now, and the newest change dates the home page and the categories (as before).
  const allGames = single ? await data<GameSitemapEntry[]>(api, '/g/all', query) : null;
  const latest = allGames
    ?.map((g) => g.updated_at)
    .sort()
    .at(-1);
  const fixed = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: path === '/' || path === '/sitemap/games' ? latest : undefined })),
    ...categories.map((c) => ({ path: `/categories/${c.slug}`, lastmod: latest })),
    ...tags.map((t) => ({ path: `/tagslist/${t.slug}` })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.published_at })),
  ];
  const games = allGames?.length ?? count.total;
  const parts = Math.max(1, Math.ceil(fixed.length / partSize) + Math.ceil(games / partSize));
  return { language, partSize, fixed, games, parts: single ? 1 : parts, allGames };
}

const gameUrl = (g: GameSitemapEntry): SitemapUrl => ({ path: `/games/${g.slug}`, lastmod: g.updated_at });

/**
 * The pieces of one part: the fixed URLs fill the first parts, the games the rest (in slug order, read from the
 * API a thousand at a time).
 */
async function* sitemapPart(
  api: ApiAccess,
  plan: SitemapPlan,
  part: number,
  render: (urls: SitemapUrl[]) => string,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  if (plan.allGames) {
    // The single-file order of old: pages, categories, tags, games, posts.
    const posts = plan.fixed.filter((url) => url.path.startsWith('/blog/'));
    const rest = plan.fixed.filter((url) => !url.path.startsWith('/blog/'));
    yield render([...rest, ...plan.allGames.map(gameUrl), ...posts]);
  } else {
    const fixedParts = Math.ceil(plan.fixed.length / plan.partSize);
    if (part <= fixedParts) {
      yield render(plan.fixed.slice((part - 1) * plan.partSize, part * plan.partSize));
    } else {
      const start = (part - fixedParts - 1) * plan.partSize;
      const end = Math.min(start + plan.partSize, plan.games);
      for (let offset = start; offset < end; offset += GAMES_PER_READ) {
        const games = await data<GameSitemapEntry[]>(api, '/g/all', {
          language: plan.language,
          offset: String(offset),
          limit: String(Math.min(GAMES_PER_READ, end - offset)),
        });
        yield render(games.map(gameUrl));
        if (games.length === 0) break;
      }
    }
  }
  yield URLSET_CLOSE;
}

/** Streams the pieces; an API failure halfway is logged and ends the file early (the status is already sent). */
async function* withEnds(pieces: AsyncGenerator<string>, log: { error: (o: object, m: string) => void }) {
  try {
    yield* pieces;
  } catch (error) {
    log.error({ err: error }, 'sitemap part failed while streaming');
  }
}
