import type { StudioGame } from '@portal/shared/contract/studio';
import type { Queryable } from '../../db/db.js';
import { onGamesOrigin } from '../games/summary.js';

const GAME_STATUS: Record<string, StudioGame['status']> = {
  published: 'live',
  pending_review: 'in_review',
  draft: 'in_review',
  rejected: 'rejected',
  removed: 'removed',
};
const VERSION_STATUS: Record<string, StudioGame['versions'][number]['status']> = {
  published: 'live',
  pending_review: 'in_review',
  rejected: 'rejected',
  replaced: 'replaced',
};

interface GameRow {
  id: number;
  slug: string;
  title: string;
  thumbnail: string;
  status: string;
  published_at: Date | null;
  views: string;
  plays: string;
  likes: string;
  votes_up: string;
  votes_down: string;
  rating: number;
}

interface VersionRow {
  id: string;
  game_id: number;
  version: string | null;
  status: string;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reason: string | null;
}

/**
 * The game's title as a studio shows it: the English text, else any language's, else the newest submission's
 * (a first version under review has no catalogue text yet), else the slug.
 */
export const GAME_TITLE = `coalesce(
  (SELECT title FROM game_i18n WHERE game_id = g.id ORDER BY language <> 'en', language LIMIT 1),
  (SELECT meta->>'title' FROM uploads WHERE game_id = g.id AND meta IS NOT NULL ORDER BY submitted_at DESC NULLS LAST LIMIT 1),
  g.slug)`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The games a user uploaded, newest first, each with its submitted versions (newest first) and counters. */
export async function studioGames(db: Queryable, userId: string, gamesOrigin: string): Promise<StudioGame[]> {
  const games = await db.query<GameRow>(
    `SELECT g.id, g.slug, ${GAME_TITLE} AS title, g.thumbnail, g.status, g.published_at, g.views, g.plays, g.likes,
            g.votes_up, g.votes_down, g.rating
       FROM games g WHERE g.owner_id = $1 ORDER BY g.created_at DESC, g.id DESC`,
    [userId],
  );
  const versions = await db.query<VersionRow>(
    `SELECT id, game_id, version, status, submitted_at, reviewed_at, reason FROM uploads
      WHERE user_id = $1 AND game_id IS NOT NULL AND status IN ('pending_review', 'published', 'rejected', 'replaced')
      ORDER BY submitted_at DESC NULLS LAST, created_at DESC`,
    [userId],
  );
  return games.map((game) => ({
    slug: game.slug,
    title: game.title,
    thumbnail: game.thumbnail ? onGamesOrigin(game.thumbnail, gamesOrigin) : '',
    status: GAME_STATUS[game.status] ?? 'in_review',
    publishedAt: iso(game.published_at),
    views: Number(game.views),
    plays: Number(game.plays),
    likes: Number(game.likes),
    votesUp: Number(game.votes_up),
    votesDown: Number(game.votes_down),
    rating: Number(game.rating),
    versions: versions
      .filter((version) => version.game_id === game.id)
      .map((version) => ({
        fileId: version.id,
        version: version.version,
        status: VERSION_STATUS[version.status]!,
        submittedAt: iso(version.submitted_at),
        reviewedAt: iso(version.reviewed_at),
        reason: version.reason,
      })),
  }));
}
