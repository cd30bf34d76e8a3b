import type { GameSort, GameSummary } from '@portal/shared/types/catalogue';

const CARD_FROM = `
    FROM games g
    LEFT JOIN game_i18n l ON l.game_id = g.id AND l.language = $1
    LEFT JOIN game_i18n e ON e.game_id = g.id AND e.language = 'en'
    LEFT JOIN LATERAL (
      SELECT c.id, c.slug FROM game_categories gc JOIN categories c ON c.id = gc.category_id
       WHERE gc.game_id = g.id AND c.show_type <> 'hidden' ORDER BY gc.position, c.sort_order LIMIT 1) mc ON true
   WHERE g.status = 'published'`;

const CARD_COLUMNS = `
  SELECT g.id, g.slug, COALESCE(l.title, e.title, g.slug) AS title, COALESCE(l.description, e.description, '') AS description,
         g.thumbnail, g.likes, g.plays, g.votes_up, g.votes_down, g.published_at, g.updated_at, mc.slug AS category_slug,
         COALESCE((SELECT n.name FROM category_i18n n WHERE n.category_id = mc.id AND n.language = $1),
                  (SELECT n.name FROM category_i18n n WHERE n.category_id = mc.id AND n.language = 'en')) AS category_name`;

/**
 * Card fields of published games in language $1 (English where a translation is missing), with the total row
 * count of the filtered list. The main category is the first visible one the game is filed under. Only for short,
 * already bounded lists (a user's list, a post's games): the window count runs over every row before LIMIT.
 */
export const SUMMARY_SELECT = `${CARD_COLUMNS}, count(*) OVER () AS total_count ${CARD_FROM}`;

/** The same card fields without a count: add a bounded condition (`AND g.id = ANY(…)`). */
export const CARD_SELECT = `${CARD_COLUMNS} ${CARD_FROM}`;

export const ORDER_BY: Record<GameSort, string> = {
  hot: 'g.plays DESC, g.likes DESC, g.slug',
  new: 'g.published_at DESC NULLS LAST, g.id DESC',
  top: 'g.rating DESC, g.plays DESC, g.slug',
};

export interface SummarySqlRow extends Omit<GameSummary, 'category' | 'published_at' | 'updated_at'> {
  published_at: Date | string | null;
  updated_at: Date | string;
  id: number;
  category_slug: string | null;
  category_name: string | null;
  total_count?: number;
}

/**
 * A picture's absolute URL on the games base origin ('' for none): thumbnails and covers come from the base host,
 * one connection for a whole page of cards; a game's documents come from its own origin (gameFileUrl).
 */
export const onGamesOrigin = (filePath: string, gamesOrigin: string) =>
  filePath ? new URL(filePath, gamesOrigin).href : '';

export function toSummary(row: SummarySqlRow, gamesOrigin: string): GameSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    thumbnail: onGamesOrigin(row.thumbnail, gamesOrigin),
    category: row.category_slug ? { slug: row.category_slug, name: row.category_name ?? row.category_slug } : null,
    likes: Number(row.likes),
    plays: Number(row.plays),
    votes_up: Number(row.votes_up),
    votes_down: Number(row.votes_down),
    published_at: toIso(row.published_at),
    updated_at: toIso(row.updated_at)!,
  };
}

/** Builds a positional parameter list; `$1` is always the language. */
export class SqlParams {
  readonly values: unknown[];
  constructor(language: string) {
    this.values = [language];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
