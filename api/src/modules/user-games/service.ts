import type { ListedGame, UserGameDetail } from '@portal/shared/types/account';
import type { Page } from '@portal/shared/types/catalogue';
import type { Db, Queryable } from '../../db/db.js';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { Language } from '../../i18n/languages.js';
import { COUNTER_WINDOW_SECONDS } from '../counters/service.js';
import { publishedGameId } from '../games/published-id.js';
import { SqlParams, SUMMARY_SELECT, toSummary, type SummarySqlRow } from '../games/summary.js';
import { trimRecent } from '../users/service.js';

/** Recently played is capped at 50 games per user (product §9). */
export const RECENT_CAP = 50;

export interface ListContext {
  language: Language;
  gamesOrigin: string;
}

/** Adds (true) or removes (false) a favourite; repeating either changes nothing. Returns whether it changed. */
export async function setFavorite(db: Queryable, userId: string, slug: string, favorite: boolean): Promise<boolean> {
  const gameId = await publishedGameId(db, slug);
  const rows = favorite
    ? await db.query(
        'INSERT INTO user_favorites (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
        [userId, gameId],
      )
    : await db.query('DELETE FROM user_favorites WHERE user_id = $1 AND game_id = $2 RETURNING 1', [userId, gameId]);
  return rows.length > 0;
}

/** Removes one game, or all games, from the user's recently played list. */
export async function removeRecent(
  db: Queryable,
  userId: string,
  target: { slug?: string; all?: boolean },
): Promise<number> {
  if (target.all)
    return (await db.query('DELETE FROM user_recent_plays WHERE user_id = $1 RETURNING 1', [userId])).length;
  const rows = await db.query(
    `DELETE FROM user_recent_plays WHERE user_id = $1 AND game_id = (SELECT id FROM games WHERE slug = $2) RETURNING 1`,
    [userId, target.slug],
  );
  return rows.length;
}

/** The user-list source of each list: which games, ordered by which time, returned under which field. */
const LISTS = {
  favorite: { from: 'user_favorites', at: 'created_at', owner: (p: string) => `user_id = ${p}` },
  liked: { from: 'game_likes', at: 'created_at', owner: (p: string) => `actor = 'u:' || ${p}::text` },
  recent: { from: 'user_recent_plays', at: 'played_at', owner: (p: string) => `user_id = ${p}` },
} as const;
export type ListName = keyof typeof LISTS;

/** One page of a user's list, newest first, as game cards with the time each game entered the list. */
export async function userGameList(
  db: Queryable,
  userId: string,
  list: ListName,
  context: ListContext,
  page: number,
  limit: number,
): Promise<Page<ListedGame>> {
  const { from, at, owner } = LISTS[list];
  const params = new SqlParams(context.language);
  const user = params.add(userId);
  const rows = await db.query<SummarySqlRow & { listed_at: Date | string }>(
    `SELECT s.*, x.${at} AS listed_at
       FROM (${SUMMARY_SELECT} AND g.id IN (SELECT game_id FROM ${from} WHERE ${owner(user)})) s
       JOIN ${from} x ON x.game_id = s.id AND x.${owner(user)}
      ORDER BY x.${at} DESC, s.id DESC
      LIMIT ${params.add(limit)} OFFSET ${params.add(offsetOf(page, limit))}`,
    params.values,
  );
  const total = rows[0] ? Number(rows[0].total_count) : await countList(db, userId, list);
  const items = rows.map((row) => ({
    ...toSummary(row, context.gamesOrigin),
    listed_at: new Date(row.listed_at).toISOString(),
  }));
  return toPage(items, total, page, limit);
}

async function countList(db: Queryable, userId: string, list: ListName): Promise<number> {
  const { from, owner } = LISTS[list];
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} x JOIN games g ON g.id = x.game_id AND g.status = 'published'
      WHERE x.${owner('$1')}`,
    [userId],
  );
  return row?.n ?? 0;
}

export async function userGameDetail(db: Queryable, userId: string, slug: string): Promise<UserGameDetail> {
  const gameId = await publishedGameId(db, slug);
  const [row] = await db.query<{
    favorite: boolean;
    liked: boolean;
    played_at: Date | string | null;
    data: string | null;
    updated_at: Date | string | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM user_favorites WHERE user_id = $1 AND game_id = $2) AS favorite,
            EXISTS (SELECT 1 FROM game_likes WHERE actor = 'u:' || $1::text AND game_id = $2) AS liked,
            (SELECT played_at FROM user_recent_plays WHERE user_id = $1 AND game_id = $2) AS played_at,
            p.data, p.updated_at
       FROM (SELECT 1) one LEFT JOIN user_game_progress p ON p.user_id = $1 AND p.game_id = $2`,
    [userId, gameId],
  );
  return {
    slug,
    favorite: row!.favorite,
    liked: row!.liked,
    last_played_at: row!.played_at ? new Date(row!.played_at).toISOString() : null,
    progress:
      row!.data === null ? null : { data: JSON.parse(row!.data), updated_at: new Date(row!.updated_at!).toISOString() },
  };
}

/**
 * A play of a game by a signed-in user, with optional save data (already size-checked JSON text). The game moves
 * to the top of recently played; the user's play count rises once per game per counter window, so a game that
 * saves every few seconds still counts one play. Returns the stored progress time, if any.
 */
export async function reportPlay(
  db: Db,
  userId: string,
  slug: string,
  progressJson: string | undefined,
): Promise<string | null> {
  const gameId = await publishedGameId(db, slug);
  return db.transaction(async (tx) => {
    // One writer per user at a time: the play-count check below reads then writes.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const [previous] = await tx.query<{ recent: boolean }>(
      `SELECT played_at > now() - make_interval(secs => $3) AS recent FROM user_recent_plays WHERE user_id = $1 AND game_id = $2`,
      [userId, gameId, COUNTER_WINDOW_SECONDS],
    );
    await tx.query(
      `INSERT INTO user_recent_plays (user_id, game_id, played_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = now()`,
      [userId, gameId],
    );
    if (!previous?.recent) await tx.query('UPDATE users SET play_count = play_count + 1 WHERE id = $1', [userId]);
    await trimRecent(tx, userId, RECENT_CAP);
    if (progressJson === undefined) return null;
    const [saved] = await tx.query<{ updated_at: Date | string }>(
      `INSERT INTO user_game_progress (user_id, game_id, data) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, game_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
       RETURNING updated_at`,
      [userId, gameId, progressJson],
    );
    return new Date(saved!.updated_at).toISOString();
  });
}
