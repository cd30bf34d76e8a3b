/**
 * Ratings: thumbs up / down per game, one vote per player. The share of thumbs up is shown only from
 * this many votes on (fewer say little and would swing wildly); below it a card shows nothing and the game page
 * shows the count alone. The API ranks "top" by the Wilson lower bound, which needs no threshold.
 */
export const RATING_MIN_VOTES = 5;

/** A player's vote on a game; null for none. */
export type Vote = 'up' | 'down' | null;

/** The rounded share of thumbs up (0–100), or null below RATING_MIN_VOTES votes. */
export function ratingPercent(up: number, down: number, minVotes = RATING_MIN_VOTES): number | null {
  const total = up + down;
  if (total < Math.max(minVotes, 1)) return null;
  return Math.round((up / total) * 100);
}

/**
 * The lower bound of the 95 % Wilson score interval of the share of thumbs up: 9 of 10 ranks above 1 of 1 and
 * below 90 of 100. Mirrors the SQL function wilson_lower_bound (migration 013), which orders "top" lists.
 */
export function wilsonLowerBound(up: number, down: number): number {
  const n = up + down;
  if (n <= 0) return 0;
  const z = 1.96;
  const p = up / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)) / (1 + (z * z) / n);
}
