/** Account contract: login and tokens, the profile, and the signed-in user's game lists and saved progress. */
import { Type } from 'typebox';
import { MAX_GUEST_GAMES } from '../types/account';
import { GameCounters, GameSummary } from './catalogue';
import { LanguageQuery, Nullable, PageLimit, PageNumber, pageOf, Slug } from './common';

export const GameStats = Type.Object({
  play_count: Type.Integer(),
  favorite_count: Type.Integer(),
  liked_count: Type.Integer(),
});

export const User = Type.Object({
  identity: Type.String(),
  user_id: Type.String(),
  name: Type.String(),
  game_stats: GameStats,
});

const Field = Type.String({ maxLength: 128 });

export const LoginType = Type.Union([Type.Literal('aware'), Type.Literal('unaware')]);

/**
 * POST /auth/login (product §7). `token` is the identity provider's token. device_id is required, but checked by the
 * handler so that its failure reads "device_id error" with its own code.
 */
export const LoginBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
  type: Type.Optional(Type.Literal(1)),
  guest_games: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: MAX_GUEST_GAMES })),
  device_os: Type.Optional(Field),
  device_id: Type.Optional(Type.String({ maxLength: 256 })),
  plat: Type.Optional(Field),
  login_type: Type.Optional(LoginType),
  register_type: Type.Optional(Field),
  device_name: Type.Optional(Field),
  is_pwa: Type.Optional(Type.Boolean()),
  country: Type.Optional(Field),
  user_source: Type.Optional(Field),
  language: Type.Optional(Field),
  device_language: Type.Optional(Field),
  ad_id: Type.Optional(Field),
});

export const RefreshBody = Type.Object({ access_token: Type.String({ minLength: 1, maxLength: 4096 }) });

const ExpiresAt = Type.Integer({ description: 'Unix time in milliseconds.' });
export const LoginResponse = Type.Object({ access_token: Type.String(), expires_at: ExpiresAt, user: User });
export const RefreshResponse = Type.Object({ access_token: Type.String(), expires_at: ExpiresAt });

export const UserProfile = Type.Object({
  identity: Type.String(),
  user_id: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  created_at: Type.String({ description: 'ISO 8601.' }),
  game_stats: GameStats,
});

/** Length and characters are checked by the service (in characters, not UTF-16 units); this only bounds the work. */
export const ModifyProfileBody = Type.Object({ name: Type.String({ maxLength: 200 }) });

/** A game card in one of the user's lists, with when it entered the list (favourited, liked, last played). */
export const ListedGame = Type.Object({
  ...GameSummary.properties,
  listed_at: Type.String({ description: 'ISO 8601.' }),
});
export const ListedGamePage = pageOf(ListedGame);

export const UserGameListQuery = Type.Object({ language: LanguageQuery, page: PageNumber, limit: PageLimit });
export const UserGameQuery = Type.Object({ slug: Slug });

/** Toggles carry the desired state, so repeating a request (retries, double clicks) changes nothing. */
export const FavoriteBody = Type.Object({ slug: Slug, favorite: Type.Boolean({ default: true }) });
export const LikeBody = Type.Object({ slug: Slug, like: Type.Boolean({ default: true }) });
/** The legacy favourites API (product §7): adds one game. */
export const LegacyFavoriteBody = Type.Object({ game_slug: Slug });
/** One game (`slug`) or the whole list (`all: true`). */
export const RemoveRecentBody = Type.Object({ slug: Type.Optional(Slug), all: Type.Optional(Type.Boolean()) });
/** `progress`: any JSON the game wants back later (size-capped); omitted → only the play is recorded. */
export const ReportBody = Type.Object({ slug: Slug, progress: Type.Optional(Type.Unknown()) });

export const FavoriteResult = Type.Object({ slug: Type.String(), favorite: Type.Boolean(), game_stats: GameStats });
/**
 * A like or unlike, by a guest or a signed-in player: the game's counters after it (`likes` counts everyone's,
 * `liked` is the caller's) and, for a signed-in player, their own totals.
 */
export const GameLikeResult = Type.Object({
  slug: Type.String(),
  ...GameCounters.properties,
  game_stats: Type.Optional(GameStats),
});
export const RecentRemoval = Type.Object({ removed: Type.Integer() });
export const ReportResult = Type.Object({
  slug: Type.String(),
  progress_saved_at: Nullable(Type.String()),
  game_stats: GameStats,
});

export const GameProgress = Type.Object({
  data: Type.Unknown({ description: 'Exactly the JSON the game saved.' }),
  updated_at: Type.String(),
});
export const UserGameDetail = Type.Object({
  slug: Type.String(),
  favorite: Type.Boolean(),
  liked: Type.Boolean(),
  last_played_at: Nullable(Type.String()),
  progress: Type.Union([GameProgress, Type.Null()]),
});
