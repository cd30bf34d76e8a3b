import type { Db } from '../db/db.js';

/** The four games the catalogue tests were written around; their counters and texts give each sort one answer. */
export const ORIGINAL_GAMES = ['snake', 'merge-tiles', 'brick-breaker', 'memory-match'] as const;

/**
 * Takes every other shipped game out of the public catalogue (status 'removed'), so a test's expectations do not
 * change each time the collection grows. The database is the test's own.
 */
export async function keepOnlyGames(db: Db, slugs: readonly string[] = ORIGINAL_GAMES): Promise<void> {
  await db.query(`UPDATE games SET status = 'removed' WHERE slug <> ALL($1::text[])`, [[...slugs]]);
}
