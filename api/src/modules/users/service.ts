import type { Db, Queryable } from '../../db/db.js';
import { notFound } from '../../http/envelope.js';

export interface GameStats {
  play_count: number;
  favorite_count: number;
  liked_count: number;
}

export interface UserProfile {
  identity: string;
  user_id: string;
  name: string;
  email: string | null;
  created_at: string;
  game_stats: GameStats;
}

/** Favourites and likes are counted from the lists themselves (published games only), so they always agree. */
const PROFILE_SELECT = `
  SELECT u.id, u.identity, u.name, u.email, u.created_at, u.play_count,
         (SELECT count(*) FROM user_favorites f JOIN games g ON g.id = f.game_id AND g.status = 'published'
           WHERE f.user_id = u.id) AS favorite_count,
         (SELECT count(*) FROM game_likes l JOIN games g ON g.id = l.game_id AND g.status = 'published'
           WHERE l.actor = 'u:' || u.id::text) AS liked_count
    FROM users u WHERE u.id = $1`;

interface ProfileRow {
  id: string;
  identity: string;
  name: string;
  email: string | null;
  created_at: Date | string;
  play_count: number | string;
  favorite_count: number | string;
  liked_count: number | string;
}

export async function userProfile(db: Queryable, userId: string): Promise<UserProfile> {
  const [row] = await db.query<ProfileRow>(PROFILE_SELECT, [userId]);
  if (!row) throw notFound('User not found', 40402);
  return {
    identity: row.identity,
    user_id: row.id,
    name: row.name,
    email: row.email,
    created_at: new Date(row.created_at).toISOString(),
    game_stats: {
      play_count: Number(row.play_count),
      favorite_count: Number(row.favorite_count),
      liked_count: Number(row.liked_count),
    },
  };
}

export async function renameUser(db: Queryable, userId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [userId, name]);
}

/** Logout: every access token issued so far carries an older version and is refused from now on. */
export async function bumpTokenVersion(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1', [userId]);
}

/** Ends the portal sessions of whoever signs in with this provider identity (e.g. after a password reset). */
export async function revokeAccessTokens(db: Queryable, identity: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE identity = $1 RETURNING id',
    [identity],
  );
  return rows.map((row) => row.id);
}

export interface LoginUpsert {
  identity: string;
  email: string | null;
  name: string;
  /** Client and device fields of this login (product §7), stored as given. */
  details: Record<string, unknown>;
  guestGames: string[];
}

/**
 * Creates the user on first login or refreshes their login details, and merges the guest's recently played
 * games (newest first in the list) into the server's list. Returns the user id and token version.
 */
export async function upsertLoginUser(
  db: Db,
  input: LoginUpsert,
  recentCap: number,
): Promise<{ id: string; token_version: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string; token_version: number }>(
      `INSERT INTO users (identity, email, name, last_login, last_login_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (identity) DO UPDATE
         SET email = COALESCE(EXCLUDED.email, users.email), last_login = EXCLUDED.last_login,
             last_login_at = now(), updated_at = now()
       RETURNING id, token_version`,
      [input.identity, input.email, input.name, JSON.stringify(input.details)],
    );
    if (input.guestGames.length > 0) {
      // Guest plays have no times: keep their order, just before now; a game already on the server list moves
      // up only if that makes it newer. Newly added games count as plays.
      const merged = await tx.query<{ inserted: boolean }>(
        `WITH listed AS (
           SELECT g.id, min(t.ord) AS ord
             FROM unnest($2::text[]) WITH ORDINALITY AS t(slug, ord)
             JOIN games g ON g.slug = t.slug AND g.status = 'published'
            GROUP BY g.id)
         INSERT INTO user_recent_plays (user_id, game_id, played_at)
         SELECT $1, id, now() - ord * interval '1 millisecond' FROM listed
         ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = greatest(user_recent_plays.played_at, EXCLUDED.played_at)
         RETURNING (xmax = 0) AS inserted`,
        [user!.id, input.guestGames],
      );
      const added = merged.filter((row) => row.inserted).length;
      if (added > 0) await tx.query('UPDATE users SET play_count = play_count + $2 WHERE id = $1', [user!.id, added]);
      await trimRecent(tx, user!.id, recentCap);
    }
    return user!;
  });
}

/** Keeps the newest `cap` recently played games of a user. */
export async function trimRecent(db: Queryable, userId: string, cap: number): Promise<void> {
  await db.query(
    `DELETE FROM user_recent_plays r WHERE r.user_id = $1 AND r.game_id NOT IN (
       SELECT game_id FROM user_recent_plays WHERE user_id = $1 ORDER BY played_at DESC, game_id LIMIT $2)`,
    [userId, cap],
  );
}
