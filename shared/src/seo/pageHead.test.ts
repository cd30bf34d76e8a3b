import type { SeoConfig } from '../types/seo';
import { pageHead, type HeadTag, type PageHeadInput } from './pageHead';

const entry = (title: string, extra: Partial<SeoConfig[string]> = {}) => ({
  title,
  description: `${title} description`,
  keywords: 'a, b',
  ogTitle: `${title} og`,
  ogDescription: `${title} og description`,
  ogImage: '{siteImage}',
  ...extra,
});
const config: SeoConfig = {
  home: entry('Home | {siteName}'),
  game: entry('{gameName} | {siteName}', {
    ogImage: '{gameImage}',
    description: 'Play {gameName}, a {categoryName} game',
  }),
  search: entry('Search | {siteName}'),
  search_results: entry('“{query}” | {siteName}'),
  not_found: entry('Not found', { description: 'No {path}' }),
  blog_post: entry('{postTitle}', { ogImage: '{postImage}' }),
};
const origin = 'https://play.example';
const head = (input: Partial<PageHeadInput>) =>
  pageHead({
    origin,
    locale: 'en',
    path: '/',
    search: '',
    seoKey: 'home',
    noindex: false,
    config,
    values: {},
    ...input,
  });

/** The content (meta) or href (link) of the tags whose attribute `key` is `value`. */
const find = (tags: HeadTag[], key: string, value: string) =>
  tags.flatMap((t) => (t.tag !== 'title' && t.attrs[key] === value ? [t.attrs.content ?? t.attrs.href] : []));
const title = (tags: HeadTag[]) => tags.find((t) => t.tag === 'title')!;

describe('pageHead', () => {
  it('fills the page key texts with the page values and the site name', () => {
    const { tags } = head({
      path: '/games/snake',
      seoKey: 'game',
      values: { gameName: 'Snake', categoryName: 'Arcade' },
    });
    expect(title(tags)).toEqual({ tag: 'title', text: 'Snake | Playnook' });
    expect(find(tags, 'name', 'description')).toEqual(['Play Snake, a Arcade game']);
    expect(find(tags, 'name', 'keywords')).toEqual(['a, b']);
    expect(find(tags, 'property', 'og:type')).toEqual(['video.game']);
  });

  it('links the canonical without a prefix for en and with one for other locales', () => {
    expect(find(head({ path: '/games/snake' }).tags, 'rel', 'canonical')).toEqual(['https://play.example/games/snake']);
    expect(find(head({ path: '/games/snake', locale: 'zh-CN' }).tags, 'rel', 'canonical')).toEqual([
      'https://play.example/zh-CN/games/snake',
    ]);
    expect(find(head({ path: '/', locale: 'fr' }).tags, 'rel', 'canonical')).toEqual(['https://play.example/fr']);
  });

  it('lists all 18 locales plus x-default (English) as alternates', () => {
    const alternates = head({ path: '/tags', locale: 'ar' }).tags.filter(
      (t) => t.tag === 'link' && t.attrs.rel === 'alternate',
    );
    expect(alternates).toHaveLength(19);
    const byLang = Object.fromEntries(
      alternates.map((t) => [t.tag === 'link' && t.attrs.hreflang, t.tag === 'link' && t.attrs.href]),
    );
    expect(byLang['zh-TW']).toBe('https://play.example/zh-TW/tags');
    expect(byLang.en).toBe('https://play.example/tags');
    expect(byLang['x-default']).toBe('https://play.example/tags');
  });

  it('gives Open Graph and Twitter tags with an absolute image and the locale as language_TERRITORY', () => {
    const { tags } = head({ locale: 'pt' });
    expect(find(tags, 'property', 'og:title')).toEqual(['Home | Playnook og']);
    expect(find(tags, 'property', 'og:url')).toEqual(['https://play.example/pt']);
    expect(find(tags, 'property', 'og:image')).toEqual(['https://play.example/og-image.png']);
    expect(find(tags, 'property', 'og:locale')).toEqual(['pt_PT']);
    expect(find(tags, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(find(tags, 'name', 'twitter:image')).toEqual(['https://play.example/og-image.png']);
  });

  it('uses a raster page image, and the site image for an SVG or a missing one', () => {
    const png = head({ path: '/games/snake', seoKey: 'game', values: { gameImage: 'https://g.example/s.png' } });
    expect(png.image).toBe('https://g.example/s.png');
    const relative = head({ path: '/games/snake', seoKey: 'game', values: { gameImage: '/thumbs/s.webp' } });
    expect(relative.image).toBe('https://play.example/thumbs/s.webp');
    expect(head({ path: '/games/snake', seoKey: 'game', values: { gameImage: 'https://g.example/s.svg' } }).image).toBe(
      'https://play.example/og-image.png',
    );
    expect(head({ path: '/blog/x', seoKey: 'blog_post', values: {} }).image).toBe('https://play.example/og-image.png');
    expect(head({ seoKey: 'game', values: { gameImage: 'javascript:alert(1)' } }).image).toBe(
      'https://play.example/og-image.png',
    );
  });

  it('keeps a list page’s category and page number (not page 1, not the sort) in its canonical and alternates', () => {
    const tags = head({ path: '/blog', locale: 'fr', search: '?category=guides&page=2&sort=new&utm_source=x' }).tags;
    expect(find(tags, 'rel', 'canonical')).toEqual(['https://play.example/fr/blog?category=guides&page=2']);
    expect(find(tags, 'hreflang', 'de')).toEqual(['https://play.example/de/blog?category=guides&page=2']);
    expect(find(head({ path: '/categories/puzzle', search: '?page=1&sort=top' }).tags, 'rel', 'canonical')).toEqual([
      'https://play.example/categories/puzzle',
    ]);
    expect(find(head({ path: '/blog', search: '?page=0&category=Bad%20One' }).tags, 'rel', 'canonical')).toEqual([
      'https://play.example/blog',
    ]);
  });

  it('marks noindex pages and gives them no canonical or alternates', () => {
    const { tags } = head({ path: '/recently-played', seoKey: 'recently_played', noindex: true });
    expect(find(tags, 'name', 'robots')).toEqual(['noindex']);
    expect(tags.some((t) => t.tag === 'link')).toBe(false);
    expect(find(head({}).tags, 'name', 'robots')).toEqual([]);
  });

  it('turns a search with a query into the search results texts, noindex, with the query in og:url', () => {
    const results = head({ path: '/search', seoKey: 'search', search: '?q=snake+game&page=2' });
    expect(results.key).toBe('search_results');
    expect(title(results.tags)).toEqual({ tag: 'title', text: '“snake game” | Playnook' });
    expect(find(results.tags, 'name', 'robots')).toEqual(['noindex']);
    expect(results.url).toBe('https://play.example/search?q=snake+game');
    expect(head({ path: '/search', seoKey: 'search', search: '?q=%20' }).key).toBe('search');
  });

  it('falls back to the site name when the texts are missing', () => {
    const { tags, entry } = head({ config: null, seoKey: 'game', values: { gameName: 'Snake' } });
    expect(title(tags)).toEqual({ tag: 'title', text: 'Playnook' });
    expect(entry.description).toBe('');
    expect(find(tags, 'name', 'description')).toEqual([]);
  });

  it('marks articles with their publication time', () => {
    const { tags } = head({
      path: '/blog/x',
      seoKey: 'blog_post',
      values: { postTitle: 'T' },
      publishedTime: '2025-01-02T00:00:00Z',
    });
    expect(find(tags, 'property', 'og:type')).toEqual(['article']);
    expect(find(tags, 'property', 'article:published_time')).toEqual(['2025-01-02T00:00:00Z']);
  });
});
