/** Account shapes: identity provider, login and tokens, profile and the signed-in user's game lists. */
import type { GameStats, User } from '../state/auth';
import type { GameSummary, Page } from './catalogue';

/** Display-name rules, counted in characters (code points); letters/digits of any script, single spaces, _ - . */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 24;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** At most this many guest game slugs are sent at login (product §9). */
export const MAX_GUEST_GAMES = 30;
/** Largest save data /user/g/report accepts, in bytes of JSON. */
export const PROGRESS_MAX_BYTES = 65_536;

/**
 * Stable `code`s of account failures, for mapping to localised messages (the envelope's message is English).
 * 401 (not logged in), 40401 (game not found) and 429 (rate limited) come from shared handling.
 */
export const ACCOUNT_ERROR_CODES = {
  weakPassword: 40001,
  invalidEmail: 40002,
  deviceId: 40003,
  invalidName: 40004,
  profaneName: 40005,
  invalidResetLink: 40007,
  unknownEmail: 40101,
  wrongPassword: 40102,
  noIdentitySession: 40103,
  tokenInvalid: 40110,
  tokenExpired: 40111,
  tokenRevoked: 40112,
  providerTokenInvalid: 40120,
  emailTaken: 40901,
  progressTooLarge: 41301,
} as const;

export type LoginType = 'aware' | 'unaware';

/** POST /auth/login (product §7). `token` is the identity provider's token; device_id is required. */
export interface LoginRequest {
  token: string;
  type?: 1;
  guest_games?: string[];
  device_os?: string;
  device_id: string;
  plat?: string;
  login_type?: LoginType;
  register_type?: string;
  device_name?: string;
  is_pwa?: boolean;
  country?: string;
  user_source?: string;
  language?: string;
  device_language?: string;
  ad_id?: string;
}

export interface LoginResponse {
  access_token: string;
  /** Unix time in milliseconds. */
  expires_at: number;
  user: User;
}

export type RefreshResponse = Omit<LoginResponse, 'user'>;

export interface UserProfile extends User {
  email: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** A game card in one of the user's lists, with when it entered the list (favourited, liked, last played; ISO 8601). */
export interface ListedGame extends GameSummary {
  listed_at: string;
}

export type ListedGamePage = Page<ListedGame>;

export interface FavoriteResult {
  slug: string;
  favorite: boolean;
  game_stats: GameStats;
}

export interface LikeResult {
  slug: string;
  liked: boolean;
  /** The game's like counter after the change. */
  likes: number;
  game_stats: GameStats;
}

export interface GameProgress {
  /** Exactly the JSON the game saved. */
  data: unknown;
  updated_at: string;
}

export interface UserGameDetail {
  slug: string;
  favorite: boolean;
  liked: boolean;
  last_played_at: string | null;
  progress: GameProgress | null;
}

export interface ReportResult {
  slug: string;
  progress_saved_at: string | null;
  game_stats: GameStats;
}

/** The identity provider's answer: a short-lived token for /auth/login, or nulls when there is no session. */
export interface ProviderTokenResult {
  token: string | null;
  /** Unix time in milliseconds. */
  expires_at: number | null;
  account: { id: string; email: string } | null;
}
