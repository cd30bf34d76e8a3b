import type { Queryable } from '../../db/db.js';
import type { SeoConfig } from '@portal/shared/types/seo';
import type { Language } from '../../i18n/languages.js';

/** Every page key's SEO texts in a language, English for any key that language lacks. */
export async function getSeoConfig(db: Queryable, language: Language): Promise<SeoConfig> {
  const rows = await db.query<{
    page_key: string;
    title: string;
    description: string;
    keywords: string;
    og_title: string;
    og_description: string;
    og_image: string;
  }>(
    `SELECT DISTINCT ON (page_key) page_key, title, description, keywords, og_title, og_description, og_image
       FROM seo_pages WHERE language IN ($1, 'en')
      ORDER BY page_key, (language = $1) DESC`,
    [language],
  );
  const config: SeoConfig = {};
  for (const row of rows) {
    config[row.page_key] = {
      title: row.title,
      description: row.description,
      keywords: row.keywords,
      ogTitle: row.og_title || row.title,
      ogDescription: row.og_description || row.description,
      ogImage: row.og_image,
    };
  }
  return config;
}
