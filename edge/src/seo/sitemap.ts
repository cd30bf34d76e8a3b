import { LOCALE_CODES, localizePath, type LocaleCode } from '@portal/shared/i18n/locales';

export interface SitemapUrl {
  /** Locale-neutral path, e.g. /games/snake */
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const absolute = (origin: string, locale: LocaleCode, path: string) => `${origin}${localizePath(path, locale)}`;

export const URLSET_OPEN = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  '',
].join('\n');
export const URLSET_CLOSE = '</urlset>\n';

/**
 * The <url> entries of one language's sitemap (each ending with a newline), each with its hreflang alternates and
 * x-default (English), for writing a file piece by piece between URLSET_OPEN and URLSET_CLOSE.
 */
export function renderUrls(origin: string, locale: LocaleCode, urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const alternates = LOCALE_CODES.map(
      (alt) =>
        `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(absolute(origin, alt, url.path))}"/>`,
    );
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(origin, 'en', url.path))}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${escapeXml(absolute(origin, locale, url.path))}</loc>`,
      ...(url.lastmod ? [`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
      '',
    ].join('\n');
  });
  return entries.join('');
}

/** A sitemap index listing a language's parts 1…count (/sitemap-1.xml, /fr/sitemap-1.xml …). */
export function renderSitemapIndex(origin: string, locale: LocaleCode, count: number): string {
  const parts = Array.from(
    { length: count },
    (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${origin}${sitemapPartPath(locale, i + 1)}`)}</loc>\n  </sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export const sitemapPartPath = (locale: LocaleCode, part: number) => localizePath(`/sitemap-${part}.xml`, locale);

/** Where each language's sitemap lives: /sitemap.xml for English, /{lang}/sitemap.xml for the others. */
export const sitemapPath = (locale: LocaleCode) => localizePath('/sitemap.xml', locale);

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app/api/',
    '',
    ...LOCALE_CODES.map((locale) => `Sitemap: ${origin}${sitemapPath(locale)}`),
    '',
  ].join('\n');
}
