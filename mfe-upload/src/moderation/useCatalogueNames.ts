import { useMemo } from 'react';
import { fetchNavCategories, fetchTags, useApiQuery, usePageLocale } from '@portal/shared';

export interface CatalogueNames {
  category: (slug: string) => string;
  tag: (slug: string) => string;
}

/**
 * A submission names its category and tags by slug; the moderator reads them in the page's language. Until the
 * names arrive, or if they cannot be loaded, the slugs stand in (they are readable words too).
 */
export function useCatalogueNames(): CatalogueNames {
  const locale = usePageLocale();
  const lists = useApiQuery({
    queryKey: ['upload', 'catalogue-names', locale],
    queryFn: () => Promise.all([fetchNavCategories(), fetchTags()]),
  });
  return useMemo(() => {
    const [categories, tags] = lists.status === 'success' ? lists.data : [[], []];
    const categoryNames = new Map(categories.map((c) => [c.slug, c.name]));
    const tagNames = new Map(tags.map((t) => [t.slug, t.name]));
    return { category: (slug) => categoryNames.get(slug) ?? slug, tag: (slug) => tagNames.get(slug) ?? slug };
  }, [lists]);
}
