/** SEO contract: the per-page texts the edge server puts into the HTML head. */
import { Type } from 'typebox';

/** Values may hold {placeholder}s filled per page (product §3). */
export const SeoEntry = Type.Object({
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
  ogTitle: Type.String(),
  ogDescription: Type.String(),
  ogImage: Type.String(),
});

/** Page key → its texts. */
export const SeoConfig = Type.Record(Type.String(), SeoEntry);
