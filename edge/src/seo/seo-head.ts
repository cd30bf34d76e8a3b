import { apiLanguage, localeFromPath, stripLocale, type LocaleCode } from '@portal/shared/i18n/locales';
import { absoluteUrl, pageHead, siteImageUrl, type HeadTag } from '@portal/shared/seo/pageHead';
import { truncateText } from '@portal/shared/seo/truncate';
import { matchPage, type PageEntry } from '../../../shell/src/routing/pages.js';
import type { ApiAccess } from '../http/api-access.js';
import { createBreadcrumbLabels, type BreadcrumbLabels } from './breadcrumb-labels.js';
import { escapeHtml } from '../ssr/html.js';
import { blogPosting, breadcrumbList, renderJsonLd, videoGame, webSite, type JsonLd } from './json-ld.js';
import { loadPageData, type PageSubject } from './page-data.js';
import { createSeoConfigCache } from './seo-config-cache.js';

/** The longest a page waits for the API before its head is filled with the page's generic texts. */
export const PAGE_DATA_TIMEOUT_MS = 1_500;
const SEO_CONFIG_TTL_MS = 5 * 60_000;

export interface SeoHeadOptions {
  api: ApiAccess;
  /** The portal's public origin: canonical, alternate and og:url links are absolute on it. */
  origin: string;
  /** The shell's messages (breadcrumb names). */
  localesDir: string;
  timeoutMs?: number;
  configTtlMs?: number;
}

export interface SeoHeadResult {
  /** 404 for a path matching no page, a malformed slug, or a slug the API does not know. */
  status: 200 | 404;
  /** The head's elements, HTML-escaped, one per line. */
  head: string;
}

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');

export function renderHeadTags(tags: HeadTag[]): string[] {
  return tags.map((tag) =>
    tag.tag === 'title' ? `<title>${escapeHtml(tag.text)}</title>` : `<${tag.tag} ${attributes(tag.attrs)}>`,
  );
}

interface StructuredDataContext {
  origin: string;
  locale: LocaleCode;
  url: string;
  labels: BreadcrumbLabels;
}

/** JSON-LD of a page: VideoGame and BlogPosting for games and posts, breadcrumbs for what sits below home. */
function structuredData(
  seoKey: string,
  subject: PageSubject | undefined,
  { origin, locale, url, labels }: StructuredDataContext,
): JsonLd[] {
  const at = (path: string) => absoluteUrl(origin, path, locale);
  const home = { name: labels.home, url: at('/') };
  if (seoKey === 'home') return [webSite({ url: home.url, searchUrl: at('/search'), locale })];
  switch (subject?.type) {
    case 'game': {
      const { game } = subject;
      const category = game.category
        ? [{ name: game.category.name, url: at(`/categories/${game.category.slug}`) }]
        : [];
      return [videoGame(game, { url, locale }), breadcrumbList([home, ...category, { name: game.title, url }])];
    }
    case 'category':
      return [breadcrumbList([home, { name: subject.category.name, url }])];
    case 'tag':
      return [breadcrumbList([home, { name: labels.tags, url: at('/tags') }, { name: subject.tag.name, url }])];
    case 'post':
      return [
        blogPosting(subject.post, { url, siteImage: siteImageUrl(origin) }),
        breadcrumbList([home, { name: labels.blog, url: at('/blog') }, { name: subject.post.title, url }]),
      ];
    default:
      return [];
  }
}

/**
 * The SEO head and HTTP status of any path: texts from the language's SEO config (cached), filled with the
 * page's data from the API (read within `timeoutMs`, else the generic texts), plus JSON-LD. Never throws and
 * never waits longer than the timeout, so the HTML always renders.
 */
export function createSeoHeads({
  api,
  origin,
  localesDir,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
  configTtlMs = SEO_CONFIG_TTL_MS,
}: SeoHeadOptions) {
  const seoConfig = createSeoConfigCache(api, { ttlMs: configTtlMs, timeoutMs });
  const breadcrumbLabels = createBreadcrumbLabels(localesDir);

  /** `pageApi`: the page's own reads of the API (pageReads), shared with its server render. */
  return async function seoHead(
    pathname: string,
    search: string,
    pages: readonly PageEntry[],
    pageApi: ApiAccess = api,
  ): Promise<SeoHeadResult> {
    const locale = localeFromPath(pathname);
    const path = stripLocale(pathname);
    const language = apiLanguage(locale);
    const config = seoConfig(language);
    const match = matchPage(path, pages);
    const data =
      match.kind === 'page'
        ? await loadPageData(pageApi, match.page.seoKey, match.params.slug, language, timeoutMs)
        : ({ kind: 'missing' } as const);

    if (match.kind !== 'page' || data.kind === 'missing') {
      const head = pageHead({
        origin,
        locale,
        path,
        search: '',
        seoKey: 'not_found',
        noindex: true,
        config: await config,
        values: { path: truncateText(pathname, 200) },
      });
      return { status: 404, head: renderHeadTags(head.tags).join('\n    ') };
    }

    const subject = data.kind === 'found' ? data.subject : undefined;
    const head = pageHead({
      origin,
      locale,
      path,
      search,
      seoKey: match.page.seoKey,
      noindex: match.page.noindex === true,
      config: await config,
      values: data.kind === 'found' ? data.values : {},
      publishedTime: subject?.type === 'post' ? subject.post.published_at : undefined,
    });
    const jsonLd = structuredData(head.key, subject, {
      origin,
      locale,
      url: head.url,
      labels: await breadcrumbLabels(locale),
    });
    return { status: 200, head: [...renderHeadTags(head.tags), ...renderJsonLd(jsonLd)].join('\n    ') };
  };
}
