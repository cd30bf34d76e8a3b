import type { Category, GameSummary } from '@portal/shared';

export interface CategoryGroup {
  /** null: games filed under no navigation category. */
  category: Pick<Category, 'slug' | 'name'> | null;
  games: GameSummary[];
}

/**
 * Games under their main category, categories in navigation order and games in the locale's alphabetical order;
 * games whose category is not in navigation come last, in a group of their own.
 */
export function groupByCategory(
  games: readonly GameSummary[],
  categories: readonly Category[],
  locale: string,
): CategoryGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...games].sort((a, b) => collator.compare(a.title, b.title));
  const groups: CategoryGroup[] = categories.map((category) => ({
    category,
    games: sorted.filter((game) => game.category?.slug === category.slug),
  }));
  const known = new Set(categories.map((c) => c.slug));
  const others = sorted.filter((game) => !game.category || !known.has(game.category.slug));
  return [...groups, { category: null, games: others }].filter((group) => group.games.length > 0);
}
