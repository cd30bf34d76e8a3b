import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocaleCode } from '@portal/shared/i18n/locales';

export interface BreadcrumbLabels {
  home: string;
  tags: string;
  blog: string;
}

const ENGLISH: BreadcrumbLabels = { home: 'Home', tags: 'Tags', blog: 'Blog' };

/** The names of the fixed breadcrumb steps, from the shell's own messages (key "seo"), read once per locale. */
export function createBreadcrumbLabels(localesDir: string): (locale: LocaleCode) => Promise<BreadcrumbLabels> {
  const cache = new Map<LocaleCode, Promise<BreadcrumbLabels>>();
  const load = async (locale: LocaleCode): Promise<BreadcrumbLabels> => {
    const messages = JSON.parse(await readFile(path.join(localesDir, `${locale}.json`), 'utf8')) as {
      seo?: { breadcrumbHome?: string; breadcrumbTags?: string; breadcrumbBlog?: string };
    };
    return {
      home: messages.seo?.breadcrumbHome ?? ENGLISH.home,
      tags: messages.seo?.breadcrumbTags ?? ENGLISH.tags,
      blog: messages.seo?.breadcrumbBlog ?? ENGLISH.blog,
    };
  };
  return (locale) => {
    let labels = cache.get(locale);
    if (!labels) {
      labels = load(locale).catch(() => ENGLISH);
      cache.set(locale, labels);
    }
    return labels;
  };
}
