/** Per-page SEO texts (product §3); values may hold {placeholder}s filled per page. */
export interface SeoEntry {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

export type SeoConfig = Record<string, SeoEntry>;
