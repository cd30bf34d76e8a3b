import type { SeoEntry } from '../types/seo';

export type SeoValues = Record<string, string | number | undefined>;

const SEPARATORS = /^[\s|–—:·,-]+|[\s|–—:·,-]+$/g;

/**
 * One text with its {placeholder}s filled. A placeholder without a value is dropped along with the separator it
 * leaves dangling, so a missing value never shows as "{gameName}".
 */
export function fillTemplate(template: string, values: SeoValues): string {
  return template
    .replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = values[name];
      return value === undefined || value === '' ? '' : String(value);
    })
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/(,\s*){2,}/g, ', ')
    .replace(SEPARATORS, '')
    .trim();
}

/** A page's SEO entry with every field filled (product §3: {placeholder} substitution). */
export function fillSeo(entry: SeoEntry, values: SeoValues): SeoEntry {
  return {
    title: fillTemplate(entry.title, values),
    description: fillTemplate(entry.description, values),
    keywords: fillTemplate(entry.keywords, values),
    ogTitle: fillTemplate(entry.ogTitle, values),
    ogDescription: fillTemplate(entry.ogDescription, values),
    ogImage: fillTemplate(entry.ogImage, values),
  };
}
