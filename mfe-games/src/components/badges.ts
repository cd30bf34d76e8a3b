import type { GameSummary } from '@portal/shared';

/** A card's badge; at most one, in this order of precedence. */
export type Badge = 'hot' | 'new' | 'updated';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "New": published within this many days. */
export const NEW_DAYS = 14;
/** "Updated": a new version within this many days, at least a day after the game was first published. */
export const UPDATED_DAYS = 14;
/** "Hot": one of the this many most played games of the catalogue (the home page's hot list)… */
export const HOT_RANKS = 3;
/** …with at least this many plays, so a young catalogue with few plays shows no "Hot" at all. */
export const HOT_MIN_PLAYS = 10;

/** The games that earn "Hot": the first HOT_RANKS of a most-played list that have HOT_MIN_PLAYS plays. */
export const hotSlugs = (mostPlayed: Array<Pick<GameSummary, 'slug' | 'plays'>>): ReadonlySet<string> =>
  new Set(mostPlayed.slice(0, HOT_RANKS).flatMap((game) => (game.plays >= HOT_MIN_PLAYS ? [game.slug] : [])));

/** Which badge a card shows, from the game's dates and whether it is hot. */
export function badgeOf(
  game: Partial<Pick<GameSummary, 'slug' | 'published_at' | 'updated_at'>>,
  hot: ReadonlySet<string>,
  now: number,
): Badge | null {
  if (game.slug && hot.has(game.slug)) return 'hot';
  const published = game.published_at ? Date.parse(game.published_at) : NaN;
  if (published && now - published < NEW_DAYS * DAY_MS) return 'new';
  const updated = game.updated_at ? Date.parse(game.updated_at) : NaN;
  if (updated && published && updated - published >= DAY_MS && now - updated < UPDATED_DAYS * DAY_MS) return 'updated';
  return null;
}
