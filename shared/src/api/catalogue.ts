import type {
  Category,
  CategoryGamesPage,
  CounterToken,
  GameCounters,
  GameDetail,
  GameSort,
  GameReportBody,
  GameReportReceipt,
  GameSummary,
  MakerGamesPage,
  Page,
  SearchResultsPage,
  Tag,
  TagGamesPage,
} from '../types/catalogue';
import { COUNTER_ERROR_CODES } from '../types/catalogue';
import { apiRequest } from './client';
import { ApiError } from './envelope';

/** Default length of hot and new lists (product §9). */
export const HOT_GAMES_DEFAULT_LIMIT = 12;

export interface PageRequest {
  page?: number;
  limit?: number;
  sort?: GameSort;
}

export type SearchPage = SearchResultsPage;

/** Categories for navigation: only nav and all types, by sort_order (the API filters and sorts). */
export function fetchNavCategories(): Promise<Category[]> {
  return apiRequest<Category[]>('/c');
}

export function fetchHotGames(limit = HOT_GAMES_DEFAULT_LIMIT, category?: string): Promise<GameSummary[]> {
  return apiRequest<GameSummary[]>('/c/hot', { query: { limit, slug: category } });
}

export function fetchNewGames(limit = HOT_GAMES_DEFAULT_LIMIT, category?: string): Promise<GameSummary[]> {
  return apiRequest<GameSummary[]>('/c/new', { query: { limit, slug: category } });
}

export function fetchFeaturedGames(limit = HOT_GAMES_DEFAULT_LIMIT, category?: string): Promise<GameSummary[]> {
  return apiRequest<GameSummary[]>('/g/c/featured', { query: { limit, slug: category } });
}

export function fetchGames(
  request: PageRequest & { category?: string; tag?: string } = {},
): Promise<Page<GameSummary>> {
  return apiRequest<Page<GameSummary>>('/c/games', { query: { ...request } });
}

export function fetchGame(slug: string): Promise<GameDetail> {
  return apiRequest<GameDetail>(`/g/${encodeURIComponent(slug)}`, { showToast: false });
}

/** `played`: the player's recent games, left out of the answer (their categories still lean the choice). */
export function fetchRecommendedGames(
  slug?: string,
  limit = HOT_GAMES_DEFAULT_LIMIT,
  played: readonly string[] = [],
): Promise<GameSummary[]> {
  const query = played.length > 0 ? { slug, limit, played: played.join(',') } : { slug, limit };
  return apiRequest<GameSummary[]>('/g/recommend', { query });
}

export function searchGames(q: string, request: { page?: number; limit?: number } = {}): Promise<SearchPage> {
  return apiRequest<SearchPage>('/g/search', { query: { q, ...request } });
}

/** Search-box suggestions: at most 8 titles; failures stay quiet (the box just shows none). */
export function suggestGames(q: string, signal?: AbortSignal): Promise<SearchPage> {
  return apiRequest<SearchPage>('/g/search', { query: { q, mode: 'suggest' }, showToast: false, signal });
}

export function fetchCategoryGames(slug: string, request: PageRequest = {}): Promise<CategoryGamesPage> {
  return apiRequest<CategoryGamesPage>(`/g/c/${encodeURIComponent(slug)}`, { query: { ...request }, showToast: false });
}

export function fetchTags(): Promise<Tag[]> {
  return apiRequest<Tag[]>('/t');
}

export function fetchTagGames(slug: string, request: PageRequest = {}): Promise<TagGamesPage> {
  return apiRequest<TagGamesPage>(`/g/t/${encodeURIComponent(slug)}`, { query: { ...request }, showToast: false });
}

/** Counter tokens of the games this page counted, reused until a minute before they expire. */
const counterTokens = new Map<string, { token: string; expiresAt: number }>();
const TOKEN_MARGIN_MS = 60_000;

/** The token a play or like of this game from this device must carry (the API counts nothing without it). */
async function counterToken(slug: string): Promise<string> {
  const kept = counterTokens.get(slug);
  if (kept && kept.expiresAt - TOKEN_MARGIN_MS > Date.now()) return kept.token;
  const issued = await apiRequest<CounterToken>(`/g/${encodeURIComponent(slug)}/counter-token`, {
    method: 'POST',
    showToast: false,
  });
  counterTokens.set(slug, { token: issued.token, expiresAt: Date.parse(issued.expires_at) });
  return issued.token;
}

const counter = (slug: string, what: 'views') =>
  apiRequest<GameCounters>(`/g/${encodeURIComponent(slug)}/${what}`, { method: 'POST', showToast: false });

/** A play, like or vote: with this game's counter token, taken again once if the API no longer accepts the kept one. */
export async function counted<T = GameCounters>(
  slug: string,
  what: 'plays' | 'like' | 'vote',
  method: 'POST' | 'DELETE' = 'POST',
  body?: object,
) {
  const send = async () =>
    apiRequest<T>(`/g/${encodeURIComponent(slug)}/${what}`, {
      method,
      showToast: false,
      headers: { 'X-Counter-Token': await counterToken(slug) },
      ...(body ? { body } : {}),
    });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== COUNTER_ERROR_CODES.counterTokenInvalid) throw error;
    counterTokens.delete(slug);
    return send();
  }
}

/** Counted once per device per 10 minutes by the API; safe to call on every page view. */
export const recordGameView = (slug: string) => counter(slug, 'views');
export const recordGamePlay = (slug: string) => counted(slug, 'plays');
/** Thumbs up or down on a game for this device, or 'none' to take the vote back. */
export const voteGame = (slug: string, vote: 'up' | 'down' | 'none') => counted(slug, 'vote', 'POST', { vote });

/** "This game is broken": no account needed; the API limits reports per address and device. */
export function reportBrokenGame(slug: string, report: GameReportBody): Promise<GameReportReceipt> {
  return apiRequest<GameReportReceipt>(`/g/${encodeURIComponent(slug)}/report`, {
    method: 'POST',
    body: report,
    showToast: false,
  });
}

/** A maker's published games, newest first. */
export function fetchMakerGames(
  slug: string,
  request: { page?: number; limit?: number } = {},
): Promise<MakerGamesPage> {
  return apiRequest<MakerGamesPage>(`/g/maker/${encodeURIComponent(slug)}`, {
    query: { ...request },
    showToast: false,
  });
}
