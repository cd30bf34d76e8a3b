import { Type } from 'typebox';
import { LanguageQuery, Nullable, Slug } from '../../http/params.js';
import { pageOf, PageLimit, PageNumber } from '../../http/pagination.js';
import { GameStats } from '../auth/schemas.js';
import { GameSummary } from '../games/schemas.js';

/** Toggles carry the desired state, so repeating a request (retries, double clicks) changes nothing. */
export const FavoriteBody = Type.Object({ slug: Slug, favorite: Type.Boolean({ default: true }) });
export const LikeBody = Type.Object({ slug: Slug, like: Type.Boolean({ default: true }) });
/** One game (`slug`) or the whole list (`all: true`). */
export const DeleteRecentBody = Type.Object({ slug: Type.Optional(Slug), all: Type.Optional(Type.Boolean()) });
/** `progress`: any JSON the game wants back later (size-capped); omitted → only the play is recorded. */
export const ReportBody = Type.Object({ slug: Slug, progress: Type.Optional(Type.Unknown()) });
export const LegacyFavoriteBody = Type.Object({ game_slug: Slug });

export const ListQuery = Type.Object({ language: LanguageQuery, page: PageNumber, limit: PageLimit });
export const LanguageOnly = Type.Object({ language: LanguageQuery });
export const DetailQuery = Type.Object({ slug: Slug });

/** A game card with the time it entered the list (favourited, liked or last played), ISO 8601. */
export const ListedGame = Type.Object({ ...GameSummary.properties, listed_at: Type.String() });
export const ListedGamePage = pageOf(ListedGame);

export const FavoriteData = Type.Object({ slug: Type.String(), favorite: Type.Boolean(), game_stats: GameStats });
export const LikeData = Type.Object({
  slug: Type.String(),
  liked: Type.Boolean(),
  likes: Type.Integer(),
  game_stats: GameStats,
});
export const DeleteData = Type.Object({ removed: Type.Integer() });
export const ReportData = Type.Object({
  slug: Type.String(),
  progress_saved_at: Nullable(Type.String()),
  game_stats: GameStats,
});
export const DetailData = Type.Object({
  slug: Type.String(),
  favorite: Type.Boolean(),
  liked: Type.Boolean(),
  last_played_at: Nullable(Type.String()),
  progress: Type.Union([Type.Object({ data: Type.Unknown(), updated_at: Type.String() }), Type.Null()]),
});
