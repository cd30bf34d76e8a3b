import type { AnalyticsWireEvent } from '@portal/shared/analytics/events';
import type { Queryable } from '../../db/db.js';

export const today = () => new Date().toISOString().slice(0, 10);

/** A visit of a path, or a play event of a game, as the portal's tracker sends it. */
export function studioEvent(
  name: 'visit' | 'play_start' | 'play_time',
  game: string,
  options: { device: string; path?: string; play?: string; seconds?: number; locale?: string; platform?: 'web' | 'h5' },
): AnalyticsWireEvent {
  const play = { game, play_id: options.play ?? 'play-0000001' };
  return {
    name,
    device_id: options.device,
    user_id: null,
    session_id: `session-${options.device}`,
    path: options.path ?? `/games/${game}`,
    locale: options.locale ?? 'en',
    platform: options.platform ?? 'web',
    country: null,
    source: null,
    props:
      name === 'visit'
        ? { landing: true }
        : name === 'play_start'
          ? { ...play, source: 'direct' }
          : { ...play, seconds: options.seconds ?? 1 },
    ts: Date.now(),
  };
}

/**
 * A live game the user uploaded, with three submitted versions: one replaced, the live one, and a newer one in
 * review. Answers the game's id.
 */
export async function ownedGame(db: Queryable, ownerId: string, slug: string, title: string): Promise<number> {
  const [game] = await db.query<{ id: number }>(
    `INSERT INTO games (slug, status, play_path, source, owner_id, author, published_at)
     VALUES ($1, 'published', $2, 'upload', $3, 'Maker', now()) RETURNING id`,
    [slug, `/${slug}/v2/index.html`, ownerId],
  );
  await db.query(`INSERT INTO game_i18n (game_id, language, title) VALUES ($1, 'en', $2)`, [game!.id, title]);
  for (const [version, status, hoursAgo] of [
    ['v1', 'replaced', 30],
    ['v2', 'published', 20],
    ['v3', 'pending_review', 1],
  ] as const)
    await db.query(
      `INSERT INTO uploads (user_id, file_name, file_size, content_type, status, expires_at, game_id, version, meta,
                            submitted_at)
       VALUES ($1, 'game.zip', 1, 'application/zip', $2, now(), $3, $4, $5::jsonb, now() - make_interval(hours => $6))`,
      [ownerId, status, game!.id, version, JSON.stringify({ title }), hoursAgo],
    );
  return game!.id;
}
