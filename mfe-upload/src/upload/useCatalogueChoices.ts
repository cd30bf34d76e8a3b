import { fetchNavCategories, fetchTags, useApiQuery, usePageLocale, type Category, type Tag } from '@portal/shared';

export interface CatalogueChoices {
  categories: Category[];
  /** Most used first: the first suggestions are the likeliest. */
  tags: Tag[];
}

/**
 * The categories an upload may pick (the visible ones) and the existing tags, in the reader's language: the
 * upload form offers them, the review queue names a submission's slugs with them.
 */
export function useCatalogueChoices() {
  const locale = usePageLocale();
  return useApiQuery<CatalogueChoices>({
    queryKey: ['upload', 'choices', locale],
    queryFn: async () => {
      const [categories, tags] = await Promise.all([fetchNavCategories(), fetchTags()]);
      return { categories, tags: [...tags].sort((a, b) => b.game_count - a.game_count) };
    },
  });
}
