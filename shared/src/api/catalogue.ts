import type { Category, GameSummary } from '../types/catalogue';
import { apiRequest } from './client';

export const HOT_GAMES_DEFAULT_LIMIT = 12;

/** Categories for navigation: only nav and all types, by sort_order (the API filters and sorts). */
export function fetchNavCategories(): Promise<Category[]> {
  return apiRequest<Category[]>('/c');
}

export function fetchHotGames(limit = HOT_GAMES_DEFAULT_LIMIT, category?: string): Promise<GameSummary[]> {
  return apiRequest<GameSummary[]>('/c/hot', { query: { limit, slug: category } });
}
