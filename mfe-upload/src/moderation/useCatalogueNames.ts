import { useMemo } from 'react';
import { useCatalogueChoices } from '../upload/useCatalogueChoices';

export interface CatalogueNames {
  category: (slug: string) => string;
  tag: (slug: string) => string;
}

/**
 * A submission names its category and tags by slug; the moderator reads them in the page's language. Until the
 * names arrive, or if they cannot be loaded, the slugs stand in (they are readable words too).
 */
export function useCatalogueNames(): CatalogueNames {
  const { data } = useCatalogueChoices();
  return useMemo(() => {
    const categoryNames = new Map(data?.categories.map((c) => [c.slug, c.name]));
    const tagNames = new Map(data?.tags.map((t) => [t.slug, t.name]));
    return { category: (slug) => categoryNames.get(slug) ?? slug, tag: (slug) => tagNames.get(slug) ?? slug };
  }, [data]);
}
