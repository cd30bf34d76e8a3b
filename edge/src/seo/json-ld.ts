import type { LocaleCode } from '@portal/shared/i18n/locales';
import { SITE_NAME } from '@portal/shared/seo/site';
import { truncateText } from '@portal/shared/seo/truncate';
import type { BlogPost } from '@portal/shared/types/blog';
import type { GameDetail } from '@portal/shared/types/catalogue';
import { inlineJson } from '../ssr/html.js';

/** One schema.org object (https://schema.org), rendered as its own application/ld+json script. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

const organization = (logo: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  logo: { '@type': 'ImageObject', url: logo },
});

/** A game page: what it is, where it plays, and how often it was played and liked. */
export function videoGame(game: GameDetail, { url, locale }: { url: string; locale: LocaleCode }): JsonLd {
  const genres = game.categories.map((c) => c.name);
  return {
    '@context': CONTEXT,
    '@type': 'VideoGame',
    name: game.title,
    description: truncateText(game.description, 300),
    image: game.thumbnail,
    url,
    inLanguage: locale,
    ...(genres.length ? { genre: genres.length === 1 ? genres[0] : genres } : {}),
    ...(game.tags.length ? { keywords: game.tags.map((t) => t.name).join(', ') } : {}),
    gamePlatform: 'Web browser',
    applicationCategory: 'Game',
    operatingSystem: 'Any',
    // Shipped games are the portal's own; uploaded ones name their author.
    author: { '@type': game.author === SITE_NAME ? 'Organization' : 'Person', name: game.author },
    ...(game.published_at ? { datePublished: game.published_at } : {}),
    dateModified: game.updated_at,
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/PlayAction',
        userInteractionCount: game.plays,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: game.likes,
      },
    ],
  };
}

/**
 * A blog post: headline and description as the page shows them (translated where they are), inLanguage the
 * language of its text (English where the page's language has only the title and excerpt).
 */
export function blogPosting(post: BlogPost, { url, siteImage }: { url: string; siteImage: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    // Rich results show at most 110 characters of a headline.
    headline: truncateText(post.title, 110),
    description: truncateText(post.excerpt),
    image: [post.cover || siteImage],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: post.language,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author },
    publisher: organization(siteImage),
  };
}

/** The home page: the site, and how to search it (a sitelinks search box). */
export function webSite({ url, searchUrl, locale }: { url: string; searchUrl: string; locale: LocaleCode }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export const renderJsonLd = (items: JsonLd[]): string[] =>
  items.map((item) => `<script type="application/ld+json">${inlineJson(item)}</script>`);
