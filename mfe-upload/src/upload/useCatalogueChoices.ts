import { useState } from 'react';
import { fetchNavCategories, fetchTags, useAsync, type Category, type Tag } from '@portal/shared';

export interface CatalogueChoices {
  categories: Category[];
  /** Most used first: the first suggestions are the likeliest. */
  tags: Tag[];
}

/** The categories an upload may pick (the visible ones) and the existing tags, in the reader's language. */
export function useCatalogueChoices() {
  const [attempt, setAttempt] = useState(0);
  const state = useAsync<CatalogueChoices>(async () => {
    const [categories, tags] = await Promise.all([fetchNavCategories(), fetchTags()]);
    return { categories, tags: [...tags].sort((a, b) => b.game_count - a.game_count) };
  }, [attempt]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}
