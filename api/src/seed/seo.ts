import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/db.js';

type SeoTexts = Record<
  string,
  { title: string; description: string; keywords: string; ogTitle: string; ogDescription: string }
>;

/** Open Graph image per page key (not language-specific); placeholders are filled with the page's own image. */
const OG_IMAGE: Record<string, string> = { game: '{gameImage}', blog_post: '{postImage}' };
const DEFAULT_OG_IMAGE = '{siteImage}';

/** The shipped per-page SEO texts, one JSON file per language (seed/seo/<locale>.json). */
export async function readSeoSeed(seedDir: string) {
  const dir = path.join(seedDir, 'seo');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const languages = await Promise.all(
    files.map(async (file) => ({
      language: file.slice(0, -5),
      pages: JSON.parse(await readFile(path.join(dir, file), 'utf8')) as SeoTexts,
    })),
  );
  return {
    async apply(tx: Queryable) {
      for (const { language, pages } of languages) {
        for (const [key, page] of Object.entries(pages)) {
          await tx.query(
            `INSERT INTO seo_pages (page_key, language, title, description, keywords, og_title, og_description, og_image)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (page_key, language) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
               keywords = EXCLUDED.keywords, og_title = EXCLUDED.og_title, og_description = EXCLUDED.og_description,
               og_image = EXCLUDED.og_image`,
            [
              key,
              language,
              page.title,
              page.description,
              page.keywords,
              page.ogTitle,
              page.ogDescription,
              OG_IMAGE[key] ?? DEFAULT_OG_IMAGE,
            ],
          );
        }
      }
    },
  };
}
