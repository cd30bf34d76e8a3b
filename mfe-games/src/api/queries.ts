import {
  fetchCategoryGames,
  fetchFeaturedGames,
  fetchGame,
  fetchHotGames,
  fetchMakerGames,
  fetchNavCategories,
  fetchNewGames,
  fetchRecommendedGames,
  fetchTagGames,
  fetchTags,
  HOT_GAMES_DEFAULT_LIMIT,
  QUERY_KEYS,
  searchGames,
  type LocaleCode,
  type GameSummary,
  type PageRequest,
} from '@portal/shared';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { CardGame } from '../components/GameCard';
import { withDateLabels, type DatedGame } from '../game/gameDates';

/** The featured carousel holds six games. */
export const FEATURED_LIMIT = 6;
export const RECOMMENDED_COUNT = 8;
/** Games offered over the player at a game over. */
export const NEXT_GAMES_COUNT = 6;
/** Games in the home page's grid (at least two full rows at 1280 px, three on phones). */
export const HOME_GRID_LIMIT = 24;

const list = (...parts: unknown[]) => [...QUERY_KEYS.gameLists, ...parts];

/**
 * A list's games without their descriptions, which no card or row shows (the featured carousel and the game's page,
 * which do, read their own queries): a server-rendered page carries its query cache, and the home page's grid's
 * descriptions were most of it, in bytes that come before the first paint.
 */
/** A game as the lists give it (withoutDescriptions). */
export type ListedGame = Omit<GameSummary, 'description'>;

function withoutDescriptions<T extends { description?: unknown }>(games: T[]): Omit<T, 'description'>[] {
  return games.map(({ description, ...game }) => (void description, game));
}

/**
 * Every request the games pages make, as queries: the page renders them and the edge server prefetches the same
 * ones for the first view. Keys hold the locale, since the API answers in the page's language.
 */
export const gamesQueries = {
  featured: (locale: LocaleCode) => ({
    queryKey: list('featured', locale, FEATURED_LIMIT),
    queryFn: () => fetchFeaturedGames(FEATURED_LIMIT),
  }),
  hot: (locale: LocaleCode, limit = HOT_GAMES_DEFAULT_LIMIT, category?: string) => ({
    queryKey: list('hot', locale, limit, category ?? null),
    queryFn: async () => withoutDescriptions(await fetchHotGames(limit, category)),
  }),
  fresh: (locale: LocaleCode, limit = HOT_GAMES_DEFAULT_LIMIT) => ({
    queryKey: list('new', locale, limit),
    queryFn: async () => withoutDescriptions(await fetchNewGames(limit)),
  }),
  categories: (locale: LocaleCode) => ({
    queryKey: [...QUERY_KEYS.navCategories, locale, 'api'],
    queryFn: fetchNavCategories,
  }),
  tags: (locale: LocaleCode) => ({ queryKey: ['games', 'tags', locale], queryFn: fetchTags }),
  game: (locale: LocaleCode, slug: string) => ({
    queryKey: [...QUERY_KEYS.game(slug), locale],
    queryFn: async ({ client, queryKey }: QueryFunctionContext) =>
      withDateLabels(await fetchGame(slug), locale, client.getQueryData<DatedGame>(queryKey)),
    // Its "liked" is this device's: the server's answer (no device) shows first, this browser's right after.
    refetchOnMount: 'always' as const,
  }),
  /**
   * The games a returning player's view hint names (their recently played, @portal/shared), as cards for the home
   * page's first view: the fields a card shows only, so that the page carries little; games gone are left out.
   */
  continuing: (locale: LocaleCode, slugs: readonly string[]) => ({
    queryKey: list('continue', locale, slugs),
    queryFn: async (): Promise<CardGame[]> => {
      const games = await Promise.all(slugs.map((slug) => fetchGame(slug).catch(() => null)));
      return games.flatMap((game) => (game ? [{ slug: game.slug, title: game.title, thumbnail: game.thumbnail }] : []));
    },
  }),
  recommended: (locale: LocaleCode, slug: string) => ({
    queryKey: list('recommended', locale, slug, RECOMMENDED_COUNT),
    queryFn: async () => withoutDescriptions(await fetchRecommendedGames(slug, RECOMMENDED_COUNT)),
  }),
  /** What to play after a game over: related games, leaving out (and leaning on) the player's recent ones. */
  next: (locale: LocaleCode, slug: string, played: readonly string[]) => ({
    queryKey: list('next', locale, slug, NEXT_GAMES_COUNT, played),
    queryFn: async () => withoutDescriptions(await fetchRecommendedGames(slug, NEXT_GAMES_COUNT, played)),
  }),
  search: (locale: LocaleCode, q: string, request: { page: number; limit: number }) => ({
    queryKey: list('search', locale, q, request.page, request.limit),
    queryFn: () => searchGames(q, request),
  }),
  category: (locale: LocaleCode, slug: string, request: PageRequest) => ({
    queryKey: list('category', locale, slug, request.page, request.limit, request.sort),
    queryFn: () => fetchCategoryGames(slug, request),
  }),
  maker: (locale: LocaleCode, slug: string, request: PageRequest) => ({
    queryKey: list('maker', locale, slug, request.page, request.limit),
    queryFn: () => fetchMakerGames(slug, { page: request.page, limit: request.limit }),
  }),
  tag: (locale: LocaleCode, slug: string, request: PageRequest) => ({
    queryKey: list('tag', locale, slug, request.page, request.limit, request.sort),
    queryFn: () => fetchTagGames(slug, request),
  }),
};
