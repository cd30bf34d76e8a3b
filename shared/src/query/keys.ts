/**
 * Query keys that cross a remote's boundary: one remote invalidates what another shows. A remote's own queries use
 * keys under its own first segment ("games", "blog", …); these are the shared ones.
 */
export const QUERY_KEYS = {
  /** Everything about one game: its detail, counters and the player's like/favourite state. */
  game: (slug: string) => ['games', 'detail', slug] as const,
  /** Every game list (rows, pages, search): their counters change when a game is liked or played. */
  gameLists: ['games', 'list'] as const,
  /** The navigation's categories (the shell's header and the games remote's chips), by locale. */
  navCategories: ['catalogue', 'nav-categories'] as const,
  /** The signed-in player's own lists and counts (favourites, likes, history). */
  account: ['account'] as const,
  /** Numbers, lists and relative times a page's server render wrote out, by locale (i18n/formats.ts). */
  formats: ['formats'] as const,
} as const;
