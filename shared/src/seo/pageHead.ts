import { LOCALES, localizePath, type LocaleCode } from '../i18n/locales';
import type { SeoConfig, SeoEntry } from '../types/seo';
import { fillSeo, type SeoValues } from './fillSeo';
import { SITE_IMAGE_PATH, SITE_NAME } from './site';
import { truncateText } from './truncate';

/** One element of the SEO head; the edge server serialises these, the client syncs them into the document. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

export type OgType = 'website' | 'article' | 'video.game';

export interface PageHeadInput {
  /** The portal's public origin, e.g. https://playnook.example */
  origin: string;
  locale: LocaleCode;
  /** Locale-neutral path of the page, e.g. /games/snake */
  path: string;
  /** The request's query string ("" or "?q=…"). */
  search: string;
  /** The page's SEO key from the page table, or "not_found" for a page that does not exist. */
  seoKey: string;
  noindex: boolean;
  /** The language's SEO texts; null when they could not be read (generic texts are used). */
  config: SeoConfig | null;
  /** The page's own {placeholder} values (see pageValues.ts). */
  values: SeoValues;
  /** ISO date of an article (blog post), for article:published_time. */
  publishedTime?: string;
}

export interface PageHead {
  /** The SEO key the texts came from ("search" becomes "search_results" with a query). */
  key: string;
  entry: SeoEntry;
  /** Absolute URL of the page in its locale (its canonical URL when it is indexable). */
  url: string;
  /** Absolute URL of the share image. */
  image: string;
  tags: HeadTag[];
}

const OG_TYPES: Record<string, OgType> = { game: 'video.game', blog_post: 'article' };
/** A page's key missing from the SEO config (or no config at all): the site name, nothing invented. */
const GENERIC_ENTRY: SeoEntry = {
  title: '{siteName}',
  description: '',
  keywords: '',
  ogTitle: '{siteName}',
  ogDescription: '',
  ogImage: '{siteImage}',
};

export const absoluteUrl = (origin: string, path: string, locale: LocaleCode): string =>
  `${origin}${localizePath(path, locale)}`;

export const siteImageUrl = (origin: string): string => `${origin}${SITE_IMAGE_PATH}`;

/** og:image must be an absolute raster image: share previews do not render SVG, so an SVG falls back to the site image. */
function shareImage(candidate: string, origin: string): string {
  if (!candidate) return siteImageUrl(origin);
  try {
    const url = new URL(candidate, origin);
    if (!/^https?:$/.test(url.protocol) || /\.svg$/i.test(url.pathname)) return siteImageUrl(origin);
    return url.href;
  } catch {
    return siteImageUrl(origin);
  }
}

/** The query of a search page, shortened so a crafted URL cannot make a huge title. */
const searchQuery = (search: string): string => truncateText(new URLSearchParams(search).get('q')?.trim() ?? '', 100);

/**
 * The query parameters that make a list page a page of its own (a blog category, page 2 of a category): kept in
 * its canonical and alternate links so crawlers index every page instead of folding them into the first. Sorting
 * is a view of the same list and page 1 is the bare address, so neither is kept.
 */
function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const category = params.get('category');
  if (category && /^[a-z0-9-]{1,64}$/.test(category)) kept.set('category', category);
  const page = params.get('page');
  if (page && /^[1-9]\d{0,3}$/.test(page) && page !== '1') kept.set('page', page);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** og:locale wants language_TERRITORY. */
const ogLocale = (locale: LocaleCode) =>
  (LOCALES.find((l) => l.code === locale)?.language ?? 'en-US').replace('-', '_');

/**
 * The SEO head of a page in a locale: title, description, keywords, robots, canonical and hreflang alternates
 * (indexable pages only: a canonical on a noindex page sends mixed signals), Open Graph and Twitter tags.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, locale, path, seoKey } = input;
  const query = seoKey === 'search' ? searchQuery(input.search) : '';
  const key = query ? 'search_results' : seoKey;
  // Search results are thin, endless pages: kept out of the index (they are still followed).
  const indexable = !input.noindex && key !== 'search_results' && key !== 'not_found';
  const siteImage = siteImageUrl(origin);
  // A search page's address is its query alone (below); list pages keep their category and page number.
  const listQuery = key === 'search' || key === 'search_results' ? '' : canonicalQuery(input.search);
  const pageUrl = absoluteUrl(origin, path, locale) + listQuery;
  const entry = fillSeo(input.config?.[key] ?? GENERIC_ENTRY, {
    siteName: SITE_NAME,
    siteImage,
    path: localizePath(path, locale),
    query,
    ...input.values,
  });
  const image = shareImage(entry.ogImage, origin);
  const url = query ? `${pageUrl}?${new URLSearchParams({ q: query })}` : pageUrl;
  const ogType = OG_TYPES[key] ?? 'website';

  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const tags: HeadTag[] = [{ tag: 'title', text: entry.title || SITE_NAME }];
  if (entry.description) tags.push(meta({ name: 'description', content: entry.description }));
  if (entry.keywords) tags.push(meta({ name: 'keywords', content: entry.keywords }));
  if (indexable) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: pageUrl } });
    for (const { code } of LOCALES) {
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: code, href: absoluteUrl(origin, path, code) + listQuery },
      });
    }
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(origin, path, 'en') + listQuery },
    });
  } else {
    tags.push(meta({ name: 'robots', content: 'noindex' }));
  }
  tags.push(
    meta({ property: 'og:type', content: ogType }),
    meta({ property: 'og:site_name', content: SITE_NAME }),
    meta({ property: 'og:title', content: entry.ogTitle || entry.title || SITE_NAME }),
  );
  const ogDescription = entry.ogDescription || entry.description;
  if (ogDescription) tags.push(meta({ property: 'og:description', content: ogDescription }));
  tags.push(
    meta({ property: 'og:url', content: url }),
    meta({ property: 'og:image', content: image }),
    meta({ property: 'og:locale', content: ogLocale(locale) }),
  );
  if (ogType === 'article' && input.publishedTime)
    tags.push(meta({ property: 'article:published_time', content: input.publishedTime }));
  tags.push(
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:title', content: entry.ogTitle || entry.title || SITE_NAME }),
  );
  if (ogDescription) tags.push(meta({ name: 'twitter:description', content: ogDescription }));
  tags.push(meta({ name: 'twitter:image', content: image }));
  return { key, entry, url, image, tags };
}
